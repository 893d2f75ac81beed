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
}: QuantityStepperProps) {
  const scripts = untilHydrated(useHydrated());
  return (
    <div className={styles.stepper} role="group" aria-label={labels.group}>
      <button type="button" onClick={onDecrease} disabled={disabled || value <= min} aria-label={labels.decrease} {...scripts}>
        −
      </button>
      <output aria-live="polite" data-testid="quantity">
        {value}
      </output>
      <button type="button" onClick={onIncrease} disabled={disabled || value >= max} aria-label={labels.increase} {...scripts}>
        +
      </button>
    </div>
  );
}
