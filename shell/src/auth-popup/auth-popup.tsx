import { useUnit } from 'effector-react';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
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

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

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
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const open = step !== null;

  useEffect(() => {
    addressSeen({ pathname, search, hash });
  }, [addressSeen, pathname, search, hash]);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    }
    if (!open) {
      if (element.open) element.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  // Each step starts at its first field or action, or at its title when it only says something.
  useLayoutEffect(() => {
    if (!step) return;
    const start = dialog.current?.querySelector<HTMLElement>('[data-initial-focus]') ?? title.current;
    start?.focus();
  }, [step]);

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const targets = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
    const first = targets[0];
    const last = targets.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const Step = step && steps[step];
  return (
    <dialog
      ref={dialog}
      className={styles.popup}
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={keepFocusInside}
      // A close request the page did not see as a key (a back gesture): the model closes the popup.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // The browser closed it itself (it may, on a repeated close request): the model follows.
      onClose={() => open && close()}
    >
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
