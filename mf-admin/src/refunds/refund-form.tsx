import { formatPrice, SelectField, TextAreaField, TextField } from '@lemon/kit';
import { $locale, ApiError, ValidationError, i18n, useUnit, useTranslation } from '@lemon/shared';
import type { OrderRefunds, Refund, RefundPayload } from '@lemon/staff-contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckboxField, choiceClassName } from '../ui/checkbox-field';
import { newRefundKey, refundOrder } from './refund-requests';
import { parseEuros, unitsAmount, type ChosenUnits } from './refund-amount';
import styles from './refunds.module.css';

interface RefundFormValues {
  mode: 'lines' | 'amount';
  /** Units chosen per line, keyed `l{order line id}` (a number key would make an array). */
  quantities: Record<string, string>;
  amount: string;
  restock: boolean;
  reason: string;
}

/** What the form sends, once checked, and the amount it gives back. */
interface CheckedRefund {
  payload: RefundPayload;
  amount: number;
}

const lineKey = (id: number) => `l${id}`;

/** A refusal's first code, translated (the shared validation texts), else the fallback. */
function refusalText(error: unknown, fallback: string): string {
  if (error instanceof ValidationError) {
    const code = Object.values(error.fieldErrors).flat()[0];
    if (code && i18n.exists(`common:validation.errors.${code}`)) return i18n.t(`common:validation.errors.${code}`);
  }
  return fallback;
}

/**
 * The refund form: units of lines or an amount, back to stock or not, a reason; then a confirmation stating
 * the amount, sent once (the button is disabled while it goes). Its key is made when it opens: a second
 * click, or the same call sent again after a lost answer, answers the same refund. A refund the provider
 * refused is recorded as failed under its key, so trying again takes a new one.
 */
export function RefundForm({
  reference,
  refunds,
  onDone,
  onCancel,
}: {
  reference: string;
  refunds: OrderRefunds;
  onDone: (refund: Refund) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const id = useId();
  const key = useRef(newRefundKey());
  const [checked, setChecked] = useState<CheckedRefund>();
  const [failure, setFailure] = useState<string>();
  const refundable = refunds.lines.filter((line) => line.refundable_quantity > 0);
  const form = useForm<RefundFormValues>({
    defaultValues: {
      mode: refundable.length ? 'lines' : 'amount',
      quantities: Object.fromEntries(refundable.map((line) => [lineKey(line.order_line_id), '0'])),
      amount: '',
      restock: false,
      reason: '',
    },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  // Set in the click itself: the mutation's own pending state reaches the button a tick later, after a double click's second click.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const sending = useMutation({
    mutationFn: refundOrder,
    onSuccess: onDone,
    onSettled: () => {
      inFlight.current = false;
      setBusy(false);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 502) {
        key.current = newRefundKey();
        setFailure(t('refunds.form.providerFailed'));
      } else if (error instanceof ApiError && error.status === 409) setFailure(t('refunds.form.keyUsed'));
      else setFailure(refusalText(error, i18n.t('common:errors.generic')));
    },
  });

  const check = form.handleSubmit((values) => {
    const reason = values.reason.trim() || null;
    if (values.mode === 'lines') {
      const chosen: ChosenUnits = Object.fromEntries(
        refundable.map((line) => [line.order_line_id, Number(values.quantities[lineKey(line.order_line_id)] ?? 0)]),
      );
      const lines = refundable
        .filter((line) => chosen[line.order_line_id]! > 0)
        .map((line) => ({ order_line_id: line.order_line_id, quantity: chosen[line.order_line_id]! }));
      const amount = unitsAmount(refunds, chosen);
      if (!lines.length || amount <= 0) return form.setError('root.lines', { message: t('refunds.form.chooseLines') });
      if (amount > refunds.refundable) return form.setError('root.lines', { message: i18n.t('common:validation.errors.refund_too_much') });
      setChecked({ payload: { lines, restock: values.restock, reason }, amount });
    } else {
      const amount = parseEuros(values.amount);
      if (amount === null || amount <= 0) return form.setError('amount', { message: 'invalid' });
      if (amount > refunds.refundable) return form.setError('amount', { message: 'refund_too_much' });
      setChecked({ payload: { amount, restock: false, reason }, amount });
    }
    setFailure(undefined);
  });

  if (checked)
    return (
      <section className={styles.form} aria-labelledby={`${id}-confirm`}>
        <h3 id={`${id}-confirm`}>{t('refunds.form.confirmTitle')}</h3>
        <p className={styles.confirmAmount}>{t('refunds.form.confirm', { amount: formatPrice(checked.amount) })}</p>
        {checked.payload.restock && <p>{t('refunds.form.confirmRestock')}</p>}
        <p>{t('refunds.form.confirmMail')}</p>
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        <div className={styles.buttons}>
          <button
            type="button"
            className="button-primary"
            disabled={busy}
            onClick={() => {
              if (inFlight.current) return;
              inFlight.current = true;
              setBusy(true);
              setFailure(undefined);
              sending.mutate({ reference, key: key.current, payload: checked.payload });
            }}
          >
            {busy ? t('refunds.form.sending') : t('refunds.form.send', { amount: formatPrice(checked.amount) })}
          </button>
          <button type="button" className="button-secondary" disabled={busy} onClick={() => setChecked(undefined)}>
            {t('refunds.form.back')}
          </button>
        </div>
      </section>
    );

  const linesError = form.formState.errors.root?.lines?.message;
  return (
    <form className={styles.form} onSubmit={(event) => void check(event)} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{t('refunds.form.title')}</h3>
      <fieldset className={styles.choice}>
        <legend>{t('refunds.form.what')}</legend>
        {refundable.length > 0 && (
          <label className={choiceClassName}>
            <input type="radio" value="lines" {...form.register('mode')} /> {t('refunds.form.byLines')}
          </label>
        )}
        <label className={choiceClassName}>
          <input type="radio" value="amount" {...form.register('mode')} /> {t('refunds.form.byAmount')}
        </label>
      </fieldset>

      {mode === 'lines' ? (
        <>
          <div className={styles.lines}>
            {refundable.map((line) => (
              <SelectField
                key={line.order_line_id}
                form={form}
                name={`quantities.${lineKey(line.order_line_id)}`}
                label={`${line.product_label[locale]} (${line.variation_label[locale]})`}
                hint={`${formatPrice(line.unit_price)} · ${t('refunds.form.left', { count: line.refundable_quantity, quantity: line.quantity })}`}
                options={Array.from({ length: line.refundable_quantity + 1 }, (_, quantity) => ({
                  value: String(quantity),
                  label: String(quantity),
                }))}
              />
            ))}
          </div>
          {linesError && (
            <p className={styles.error} role="alert">
              {linesError}
            </p>
          )}
          <CheckboxField form={form} name="restock" label={t('refunds.form.restock')} />
        </>
      ) : (
        <TextField
          form={form}
          name="amount"
          label={t('refunds.form.amount')}
          hint={t('refunds.form.amountHint', { max: formatPrice(refunds.refundable) })}
          errorTexts={{ invalid: t('refunds.form.amountFormat') }}
          inputMode="decimal"
          autoComplete="off"
        />
      )}

      <TextAreaField form={form} name="reason" label={t('refunds.form.reasonLabel')} rows={3} maxLength={500} />
      <div className={styles.buttons}>
        <button type="submit" className="button-primary">
          {t('refunds.form.next')}
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t('refunds.form.cancel')}
        </button>
      </div>
    </form>
  );
}
