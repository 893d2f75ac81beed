import type { MouseEvent } from 'react';
import styles from './quantity-stepper.module.css';
import { untilHydrated, useHydrated } from './use-hydrated';

interface QuantityStepperProps {
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
  /** The lowest quantity: − is disabled there (the spec's minimum is 1). */
  min?: number;
  max?: number;
  disabled?: boolean;
  labels: { group: string; decrease: string; increase: string };
  /**
   * The form its buttons post when the page's scripts have not taken it over (or never will): − and + are then
   * that form's buttons, sending `change=less` or `change=more`, which the server answers. Without it, they need
   * the scripts, and say so until they run.
   */
  form?: string;
}

/** − quantity + */
export function QuantityStepper({
  value,
  onDecrease,
  onIncrease,
  min = 1,
  max = Infinity,
  disabled = false,
  labels,
  form,
}: QuantityStepperProps) {
  const scripts = untilHydrated(useHydrated());
  // A form's buttons work before the scripts: a click the scripts answer is not also posted.
  const button = (change: 'less' | 'more', act: () => void) =>
    form === undefined
      ? { type: 'button' as const, onClick: act, ...scripts }
      : {
          type: 'submit' as const,
          form,
          name: 'change',
          value: change,
          onClick: (event: MouseEvent<HTMLButtonElement>) => {
            event.preventDefault();
            act();
          },
        };
  return (
    <div className={styles.stepper} role="group" aria-label={labels.group}>
      <button {...button('less', onDecrease)} disabled={disabled || value <= min} aria-label={labels.decrease}>
        −
      </button>
      {/* Of the form too: what a tap before the scripts shows at once (tooling/page-starter.js). */}
      <output aria-live="polite" data-testid="quantity" form={form} name={form === undefined ? undefined : 'quantity'}>
        {value}
      </output>
      <button {...button('more', onIncrease)} disabled={disabled || value >= max} aria-label={labels.increase}>
        +
      </button>
    </div>
  );
}
