import { $locale, Link, localizedPath, useUnit, useTranslation } from '@lemon/shared';
import { $registeringAtCheckout, loginChosen, popupClosed, registerChosen } from './auth-popup.model';
import styles from './auth-popup.module.css';

// The popup's steps that hold no form: the choice it opens on, and the messages its forms end on.

export function ChoiceStep() {
  const { t } = useTranslation('shell');
  const [logIn, register] = useUnit([loginChosen, registerChosen]);
  return (
    <>
      <p className={styles.intro}>{t('auth.choice.intro')}</p>
      <div className={styles.choices}>
        <button type="button" className="button-primary" onClick={() => logIn()} data-initial-focus>
          {t('auth.choice.logIn')}
        </button>
        <button type="button" className="button-secondary" onClick={() => register()}>
          {t('auth.choice.register')}
        </button>
      </div>
    </>
  );
}

/** The spec: the same message whether or not the address has an account, and a link home. */
export function ForgotPasswordSentStep() {
  const { t } = useTranslation('shell');
  const locale = useUnit($locale);
  return (
    <>
      <p className={styles.intro}>{t('auth.forgotPasswordSent.text')}</p>
      <Link to={localizedPath(locale, 'home')} className={`button-primary ${styles.wide}`}>
        {t('auth.forgotPasswordSent.home')}
      </Link>
    </>
  );
}

/**
 * The spec: registration ends on "check your e-mail"; closing it closes the popup. On the way to delivery, the
 * e-mail's link leads back there.
 */
export function RegisteredStep() {
  const { t } = useTranslation('shell');
  const [close, atCheckout] = useUnit([popupClosed, $registeringAtCheckout]);
  return (
    <>
      <p className={styles.intro}>{t(atCheckout ? 'auth.registered.checkoutText' : 'auth.registered.text')}</p>
      <button type="button" className={`button-primary ${styles.wide}`} onClick={() => close()}>
        {t('auth.close')}
      </button>
    </>
  );
}
