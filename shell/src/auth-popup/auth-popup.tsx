import { useModalDialog } from '@lemon/kit';
import { useUnit } from 'effector-react';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import iconButtonStyles from '../icons/icon-button.module.css';
import { CloseIcon } from '../icons/icons';
import { $authStep, locationChanged, popupClosed, type AuthStep } from './auth-popup.model';
import styles from './auth-popup.module.css';
import { ChoiceStep, ForgotPasswordSentStep, RegisteredStep } from './auth-panels';
import { ForgotPasswordStep } from './forgot-password-step';
import { LoginStep } from './login-step';
import { RegisterStep } from './register-step';

const steps: Record<AuthStep, () => ReactNode> = {
  choice: ChoiceStep,
  login: LoginStep,
  forgotPassword: ForgotPasswordStep,
  forgotPasswordSent: ForgotPasswordSentStep,
  register: RegisterStep,
  registered: RegisteredStep,
};

/**
 * The auth popup: a full-screen modal dialog, opened by `?showAuth=1` in the address. Focus moves in on
 * opening and on every step, stays inside (Tab cycles), and goes back to what opened it; Escape closes it.
 */
export function AuthPopup() {
  const { t } = useTranslation('shell');
  const { pathname, search, hash } = useLocation();
  const [step, addressSeen, close] = useUnit([$authStep, locationChanged, popupClosed]);
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const dialogProps = useModalDialog(dialog, step !== null, close);

  useEffect(() => {
    addressSeen({ pathname, search, hash });
  }, [addressSeen, pathname, search, hash]);

  // Each step starts at its first field or action, or at its title when it only says something.
  useLayoutEffect(() => {
    if (!step) return;
    const start = dialog.current?.querySelector<HTMLElement>('[data-initial-focus]') ?? title.current;
    start?.focus();
  }, [step]);

  const Step = step && steps[step];
  return (
    <dialog ref={dialog} {...dialogProps} className={styles.popup} aria-labelledby={titleId}>
      {Step && (
        <div className={styles.panel} data-step={step}>
          <button
            type="button"
            className={`${iconButtonStyles.iconButton} ${styles.close}`}
            aria-label={t('auth.close')}
            onClick={() => close()}
          >
            <CloseIcon />
          </button>
          <h2 id={titleId} ref={title} tabIndex={-1} className={styles.title}>
            {t(`auth.${step}.title`)}
          </h2>
          <Step />
        </div>
      )}
    </dialog>
  );
}
