import { $locale, type Cart, Link, localizedPath, useUnit, Trans, useTranslation } from '@lemon/shared';
import { useId, type ReactNode } from 'react';
import { changesTheCart, otherRefusals, type CheckoutRefusal } from './checkout-rules';
import { useRefusalText } from './checkout-texts';
import { $ageConfirmed, $orderBusy, $redirecting, $refusal, $termsAccepted, ageToggled, payClicked, termsToggled } from './checkout.model';
import styles from './checkout.module.css';

/** A box the order needs ticked, with its hint and its translated refusal tied to it. */
function RequiredBox({
  checked,
  onChange,
  label,
  hint,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  hint?: string;
  error?: string;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.box}>
      <input
        id={id}
        type="checkbox"
        required
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        data-refused={error ? '' : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** What the page says above the pay button: why the order was not placed, when no field shows it. */
function useGeneralRefusal(refusal: CheckoutRefusal | null): { texts: string[]; cartChanged: boolean } {
  const { t } = useTranslation('cart');
  const refusalText = useRefusalText();
  switch (refusal?.kind) {
    case undefined:
      return { texts: [], cartChanged: false };
    case 'fields':
      return { texts: otherRefusals(refusal).map(refusalText), cartChanged: changesTheCart(refusal) };
    case 'unavailable':
    case 'offline':
      return { texts: [t(`checkout.refusals.${refusal.kind}`)], cartChanged: false };
    case 'throttled':
      return { texts: [t('common:errors.tooManyAttempts')], cartChanged: false };
    default:
      return { texts: [t('common:errors.generic')], cartChanged: false };
  }
}

/** The boxes to tick (the terms of sale; being 18 or over when the cart holds alcohol), and the button that places the order. */
export function PayForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const refusalText = useRefusalText();
  const [locale, termsAccepted, ageConfirmed, busy, redirecting, refusal] = useUnit([
    $locale,
    $termsAccepted,
    $ageConfirmed,
    $orderBusy,
    $redirecting,
    $refusal,
  ]);
  const [toggleTerms, toggleAge, pay] = useUnit([termsToggled, ageToggled, payClicked]);
  const fieldRefusal = (field: string) =>
    refusal?.kind === 'fields' && refusal.fields[field] ? refusalText(refusal.fields[field]) : undefined;
  const general = useGeneralRefusal(refusal);

  return (
    <form
      className={styles.payForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        pay();
      }}
    >
      <RequiredBox
        checked={termsAccepted}
        onChange={toggleTerms}
        label={<Trans t={t} i18nKey="checkout.pay.terms" components={{ terms: <Link to={localizedPath(locale, 'cgv')} /> }} />}
        error={fieldRefusal('accept_terms')}
      />
      {cart.contains_alcohol && (
        <RequiredBox
          checked={ageConfirmed}
          onChange={toggleAge}
          label={t('checkout.pay.age')}
          hint={t('checkout.pay.ageHint')}
          error={fieldRefusal('confirm_age')}
        />
      )}
      {(general.cartChanged || general.texts.length > 0) && (
        <div className={styles.failure} role="alert" tabIndex={-1} data-refused="">
          {general.texts.map((text) => (
            <p key={text} className={styles.failureText}>
              {text}
            </p>
          ))}
          {general.cartChanged && (
            <p className={styles.failureText}>
              {t('checkout.refusals.cartChanged')} <Link to={localizedPath(locale, 'cart')}>{t('checkout.refusals.editCart')}</Link>
            </p>
          )}
        </div>
      )}
      <button type="submit" className={`button-primary ${styles.pay}`} disabled={busy}>
        {t('checkout.pay.submit')}
      </button>
      <p className={styles.status} role="status">
        {redirecting ? t('checkout.pay.redirecting') : ''}
      </p>
    </form>
  );
}
