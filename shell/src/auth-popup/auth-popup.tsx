import { ModalDialog } from '@lemon/kit';
import { useEffect, useId, useRef, type ComponentType, type ReactNode, type RefObject } from 'react';
import { useLocation, useUnit, useTranslation } from '@lemon/shared';
import { retryableLazy } from '../apps/retryable-lazy';
import { $authStep, locationChanged, popupClosed, type AuthStep } from './auth-popup.model';
import styles from './auth-popup.module.css';
import { ChoiceStep, ForgotPasswordSentStep, RegisteredStep } from './auth-panels';

/** Loaded as the popup opens: by the time the shopper chooses, the forms are there. */
const formSteps = () => import(/* webpackChunkName: "auth-form-steps" */ './auth-form-steps');
const formStep = (name: 'LoginStep' | 'SecondFactorStep' | 'RegisterStep' | 'ForgotPasswordStep') =>
  retryableLazy({ name: `The auth popup's ${name}`, fallbackFor: 'auth', load: async () => (await formSteps())[name] });

/** A step in the shell's own code, followed by its children as a loaded one is. */
const eager = (Step: ComponentType) =>
  function EagerStep({ children }: { children?: ReactNode }) {
    return (
      <>
        <Step />
        {children}
      </>
    );
  };

const steps: Record<AuthStep, ComponentType<{ children?: ReactNode }>> = {
  choice: eager(ChoiceStep),
  login: formStep('LoginStep'),
  secondFactor: formStep('SecondFactorStep'),
  forgotPassword: formStep('ForgotPasswordStep'),
  forgotPasswordSent: eager(ForgotPasswordSentStep),
  register: formStep('RegisterStep'),
  registered: eager(RegisteredStep),
};

/**
 * Each step starts at its first field or action, or at its title when it only says something: once it is
 * shown, and after the dialog has opened (its own focus comes first, in a layout effect).
 */
function StepStart({ panel, title }: { panel: RefObject<HTMLElement | null>; title: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const start = panel.current?.querySelector<HTMLElement>('[data-initial-focus]') ?? title.current;
    start?.focus();
  }, [panel, title]);
  return null;
}

/**
 * The auth popup: a full-screen modal dialog, opened by `?showAuth=1` in the address. Focus moves in on
 * opening and on every step, stays inside (Tab cycles), and goes back to what opened it; Escape closes it.
 */
export function AuthPopup() {
  const { t } = useTranslation('shell');
  const { pathname, search, hash } = useLocation();
  const [step, addressSeen, close] = useUnit([$authStep, locationChanged, popupClosed]);
  const panel = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(() => {
    addressSeen({ pathname, search, hash });
  }, [addressSeen, pathname, search, hash]);

  useEffect(() => {
    if (step) formSteps().catch(() => undefined); // a step that cannot load says so itself, and retries
  }, [step]);

  const Step = step && steps[step];
  return (
    <ModalDialog open={step !== null} onClose={() => close()} shape="screen" closeLabel={t('auth.close')} aria-labelledby={titleId}>
      {Step && (
        <div ref={panel} className={styles.panel} data-step={step}>
          <h2 id={titleId} ref={title} tabIndex={-1} className={styles.title}>
            {t(`auth.${step}.title`)}
          </h2>
          <Step>
            <StepStart key={step} panel={panel} title={title} />
          </Step>
        </div>
      )}
    </ModalDialog>
  );
}
