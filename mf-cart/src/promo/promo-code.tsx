import type { PromoRule } from '@lemon/shared';
import { applyPromoPayloadSchema } from '@lemon/orders-contract';
import { FormError, formatPrice, TextField, useContractForm, useFormCall } from '@lemon/kit';
import { useUnit, useTranslation } from '@lemon/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { $refusedMinimum, $removingPromo, applyPromoFx, promoRemoved } from './promo.model';
import styles from './promo-code.module.css';

/** What the code takes off, and from which amount: "10 % de réduction dès 50,00 € d’achats". */
function usePromoTerms(promo: PromoRule): string {
  const { t } = useTranslation('cart');
  const off =
    promo.kind === 'percentage' ? t('promo.percentage', { value: promo.value }) : t('promo.fixed', { amount: formatPrice(promo.value) });
  return promo.minimum_amount ? `${off} ${t('promo.minimum', { amount: formatPrice(promo.minimum_amount) })}` : off;
}

/**
 * The field to type a code in; the server's refusal shows at the field, announced, with its reason: not started,
 * ended, used up, or under its minimum, which it names ("from 30,00 €").
 */
function PromoForm({ takeFocus, onApplied }: { takeFocus: boolean; onApplied: () => void }) {
  const { t } = useTranslation('cart');
  const [apply, refusedMinimum] = useUnit([applyPromoFx, $refusedMinimum]);
  const form = useContractForm(applyPromoPayloadSchema, { promo_id: '' });
  const { submit, status } = useFormCall(form, apply, onApplied);
  const errorTexts =
    refusedMinimum === null ? undefined : { promo_under_minimum: t('promo.underMinimum', { amount: formatPrice(refusedMinimum) }) };
  useEffect(() => {
    if (takeFocus) form.setFocus('promo_id');
  }, [takeFocus, form]);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        form={form}
        name="promo_id"
        label={t('promo.label')}
        errorTexts={errorTexts}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <FormError form={form} />
      {status.failure && (
        <p className={styles.failure} role="alert">
          {status.failure}
        </p>
      )}
      <button type="submit" className="button-secondary" disabled={status.sending}>
        {t('promo.apply')}
      </button>
    </form>
  );
}

/** The code the cart holds, its terms, and the button that takes it off. */
function AppliedPromo({ promo, takeFocus, onRemove }: { promo: PromoRule; takeFocus: boolean; onRemove: () => void }) {
  const { t } = useTranslation('cart');
  const [removing, remove] = useUnit([$removingPromo, promoRemoved]);
  const terms = usePromoTerms(promo);
  const termsId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);
  return (
    <div className={styles.applied}>
      <p className={styles.code} id={termsId}>
        <strong>{t('promo.applied', { code: promo.code })}</strong>
        <span className={styles.terms}>{terms}</span>
      </p>
      <button
        type="button"
        className="button-secondary"
        aria-label={t('promo.removeCode', { code: promo.code })}
        aria-describedby={termsId}
        ref={button}
        disabled={removing}
        onClick={() => {
          onRemove();
          remove();
        }}
      >
        {t('promo.remove')}
      </button>
    </div>
  );
}

/**
 * The cart's promo code: a field to apply one, or the one applied with a button to remove it. The cart
 * itself holds the code (the server's answer), so there is no promo cookie to keep or clear. Once the
 * shopper has applied or removed a code, the focus goes to what replaces the control they used.
 */
export function PromoCode({ promo }: { promo: PromoRule | null }) {
  const [changedByShopper, setChangedByShopper] = useState(false);
  const changed = () => setChangedByShopper(true);
  return promo ? (
    <AppliedPromo promo={promo} takeFocus={changedByShopper} onRemove={changed} />
  ) : (
    <PromoForm takeFocus={changedByShopper} onApplied={changed} />
  );
}
