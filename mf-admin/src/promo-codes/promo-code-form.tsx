import { FormFooter, SelectField, TextField, useContractForm, useFormCall } from '@lemon/kit';
import type { StaffPromoCode } from '@lemon/staff-contract';
import { useEffect, useId } from 'react';
import { useTranslation } from '@lemon/shared';
import { useLeaveGuard } from '../ui/leave-guard';
import { useSavePromoCode } from './promo-codes-calls';
import { emptyPromoCodeForm, promoCodeFormSchema, toFormValues } from './promo-code-values';
import styles from './promo-codes.module.css';

/**
 * A new code, or one to change (`promo`): checked as the server checks it, its refusals at their fields. A code
 * that orders carry keeps its text (the server refuses to change it, and the field says so first).
 */
export function PromoCodeForm({
  promo,
  onSaved,
  onCancel,
}: {
  promo?: StaffPromoCode;
  onSaved: (saved: StaffPromoCode) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const form = useContractForm(promoCodeFormSchema, promo ? toFormValues(promo) : emptyPromoCodeForm);
  const save = useSavePromoCode();
  const { submit, status } = useFormCall(form, (payload) => save.mutateAsync({ id: promo?.id, payload }), onSaved);
  const kind = form.watch('kind');
  const titleId = useId();
  const codeKept = Boolean(promo && promo.order_count > 0);
  useLeaveGuard(form.formState.isDirty && !status.sending, t('unsaved.leave'));
  useEffect(() => form.setFocus('code'), [form]);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId} className={styles.form}>
      <h2 id={titleId}>{promo ? t('promoCodes.form.editTitle', { code: promo.code }) : t('promoCodes.form.newTitle')}</h2>
      <TextField
        form={form}
        name="code"
        label={t('promoCodes.form.code')}
        hint={codeKept ? t('promoCodes.form.codeKept') : t('promoCodes.form.codeHint')}
        readOnly={codeKept}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
      />
      <div className={styles.pair}>
        <SelectField
          form={form}
          name="kind"
          label={t('promoCodes.form.kind')}
          options={[
            { value: 'percentage', label: t('promoCodes.form.kinds.percentage') },
            { value: 'fixed', label: t('promoCodes.form.kinds.fixed') },
          ]}
        />
        <TextField
          form={form}
          name="value"
          label={kind === 'fixed' ? t('promoCodes.form.valueEuros') : t('promoCodes.form.valuePercent')}
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <TextField
        form={form}
        name="minimum_amount"
        label={t('promoCodes.form.minimum')}
        hint={t('promoCodes.form.optional')}
        inputMode="decimal"
        autoComplete="off"
      />
      <div className={styles.pair}>
        <TextField form={form} name="starts_at" label={t('promoCodes.form.startsOn')} hint={t('promoCodes.form.optional')} type="date" />
        <TextField form={form} name="ends_at" label={t('promoCodes.form.endsOn')} hint={t('promoCodes.form.lastDay')} type="date" />
      </div>
      <TextField
        form={form}
        name="usage_limit"
        label={t('promoCodes.form.usageLimit')}
        hint={t('promoCodes.form.usageLimitHint')}
        inputMode="numeric"
        autoComplete="off"
      />
      <FormFooter form={form} status={status} submitLabel={promo ? t('promoCodes.form.save') : t('promoCodes.form.create')}>
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t('promoCodes.form.cancel')}
        </button>
      </FormFooter>
    </form>
  );
}
