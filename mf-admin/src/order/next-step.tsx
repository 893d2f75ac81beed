import { FormFooter, SelectField, TextField, useContractForm, useFormCall, callFailureText, formatPrice } from '@lemon/kit';
import { $locale, $user, useUnit, useTranslation } from '@lemon/shared';
import {
  cancellationNoteMaxLength,
  carrierKeys,
  carriers,
  sendOrderPayloadSchema,
  type SendOrderPayload,
  type StaffOrder,
} from '@lemon/staff-contract';
import { useEffect, useId, useState } from 'react';
import { formatMoment } from '@lemon/shop-format';
import { QuestionDialog } from '../ui/question-dialog';
import { isRefusedMove, useCancellationRequest, useDismissCancellationRequest, useOrderMove } from './order-calls';
import styles from './order-page.module.css';

/** How long the next move's buttons stay asleep after a move: longer than the gap between a double tap's two taps. */
const settleMs = 1_000;

/** `[asleep, putToSleep]`: asleep for `settleMs` once put to sleep, so a double tap's second tap lands on nothing. */
function useSettling() {
  const [asleep, setAsleep] = useState(false);
  useEffect(() => {
    if (!asleep) return;
    const timer = setTimeout(() => setAsleep(false), settleMs);
    return () => clearTimeout(timer);
  }, [asleep]);
  return [asleep, () => setAsleep(true)] as const;
}

/** Who may cancel a paid order: only the owner refunds, so a helper asks her. */
const useMayRefund = () => useUnit($user)?.staff_role === 'owner';

/**
 * What to do next with the order, first on its page (as Shopify's): where it stands in words, and the button
 * of each move the rules allow now. Sending asks for the carrier and tracking number; cancelling asks first
 * (a paid order is cancelled by refunding it: the owner does, a helper asks her).
 */
export function NextStep({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [sending, setSending] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const mayRefund = useMayRefund();
  // The next move's button shows where the last one was: it answers no tap until the double tap is over.
  const [settling, settle] = useSettling();
  const move = useOrderMove(order.reference, { onDone: settle });
  const failure = move.error && !isRefusedMove(move.error) ? callFailureText(move.error) : undefined;
  const next = order.status === 'paid' ? `paid_${order.delivery_method}` : order.status;
  const paid = order.paid_at !== null;
  const cancelLabel = !paid ? 'order.moves.cancel' : mayRefund ? 'order.moves.cancelAndRefund' : 'order.moves.askToCancel';
  return (
    <section className={styles.nextStep} aria-labelledby={`${id}-title`} data-testid="next-step">
      <h2 id={`${id}-title`}>{t(`orders.status.${order.status}`)}</h2>
      <p>{order.cancelling ? t('order.cancelling') : t(`order.next.${next}`)}</p>
      {order.cancellation_request && <CancellationRequest order={order} onCancel={() => setCancelling(true)} />}
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      {sending && order.moves.includes('send') ? (
        <SendForm
          order={order}
          onClose={() => {
            setSending(false);
            settle();
          }}
        />
      ) : (
        order.moves.length > 0 && (
          <div className={styles.moves}>
            {order.moves.includes('send') && (
              <button type="button" className="button-primary" disabled={settling} onClick={() => setSending(true)}>
                {t('order.moves.send')}
              </button>
            )}
            {(['ready', 'done'] as const)
              .filter((simple) => order.moves.includes(simple))
              .map((simple) => (
                <button
                  key={simple}
                  type="button"
                  className="button-primary"
                  disabled={move.isPending || settling}
                  onClick={() => move.mutate({ move: simple })}
                >
                  {t(`order.moves.${simple}`)}
                </button>
              ))}
            {order.moves.includes('cancel') && !(paid && !mayRefund && order.cancellation_request) && (
              <button type="button" className="button-secondary" disabled={settling} onClick={() => setCancelling(true)}>
                {t(cancelLabel)}
              </button>
            )}
          </div>
        )
      )}
      {paid && !mayRefund ? (
        <AskToCancelDialog order={order} open={cancelling} onClose={() => setCancelling(false)} />
      ) : (
        <CancelDialog order={order} open={cancelling} onClose={() => setCancelling(false)} />
      )}
    </section>
  );
}

/** A helper's request that the owner cancel this paid order: who asked, when and why; the owner cancels or keeps it. */
function CancellationRequest({ order, onCancel }: { order: StaffOrder; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const mayRefund = useMayRefund();
  const dismiss = useDismissCancellationRequest(order.reference);
  const request = order.cancellation_request!;
  const moment = formatMoment(request.requested_at, locale);
  return (
    <div className={styles.request} role="note" aria-label={t('order.request.title')}>
      <p>
        <strong>{t('order.request.title')}</strong> —{' '}
        {request.requested_by ? t('order.request.by', { name: request.requested_by, moment }) : t('order.request.anonymous', { moment })}
      </p>
      {request.note && <p>{t('order.request.note', { note: request.note })}</p>}
      {mayRefund ? (
        !order.cancelling && (
          <div className={styles.moves}>
            <button type="button" className="button-primary" onClick={onCancel}>
              {t('order.moves.cancelAndRefund')}
            </button>
            <button type="button" className="button-secondary" disabled={dismiss.isPending} onClick={() => dismiss.mutate()}>
              {t('order.request.dismiss')}
            </button>
          </div>
        )
      ) : (
        <p>{t('order.request.owner')}</p>
      )}
      {dismiss.error && (
        <p className={styles.failure} role="alert">
          {callFailureText(dismiss.error)}
        </p>
      )}
    </div>
  );
}

/** The carrier and tracking number of a parcel leaving: the customer's e-mail links to its tracking. */
function SendForm({ order, onClose }: { order: StaffOrder; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const form = useContractForm(sendOrderPayloadSchema, { carrier: 'colissimo', tracking_number: '' });
  const move = useOrderMove(order.reference, { onDone: onClose });
  // Refused because the order changed meanwhile: the page shows it as it is now, without the form.
  const send = (parcel: SendOrderPayload) =>
    move.mutateAsync({ move: 'send', parcel }).catch((error: unknown) => {
      if (isRefusedMove(error)) onClose();
      throw error;
    });
  const { submit, status } = useFormCall(form, send);
  const options = carrierKeys.map((carrier) => ({ value: carrier, label: carriers[carrier].name ?? t('order.carriers.other') }));
  return (
    <form className={styles.sendForm} onSubmit={submit} noValidate>
      <SelectField form={form} name="carrier" label={t('order.send.carrier')} options={options} />
      <TextField
        form={form}
        name="tracking_number"
        label={t('order.send.trackingNumber')}
        hint={t('order.send.trackingHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <FormFooter form={form} status={status} submitLabel={t('order.moves.send')}>
        <button type="button" className="button-secondary" onClick={onClose}>
          {t('order.send.back')}
        </button>
      </FormFooter>
    </form>
  );
}

/** Cancelling asks first, and says what follows: the stock goes back, a paid order is refunded, the customer is told. */
function CancelDialog({ order, open, onClose }: { order: StaffOrder; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const move = useOrderMove(order.reference, { onDone: onClose });
  const amount = formatPrice(order.total - order.refunded);
  const paid = order.paid_at !== null;
  return (
    <QuestionDialog
      open={open}
      onClose={onClose}
      title={t('order.cancel.title', { reference: order.reference })}
      failure={move.error && !isRefusedMove(move.error) ? callFailureText(move.error) : undefined}
      actions={
        <>
          <button
            type="button"
            className="button-primary"
            disabled={move.isPending}
            onClick={() => move.mutate({ move: 'cancel' }, { onError: (error) => isRefusedMove(error) && onClose() })}
          >
            {paid ? t('order.cancel.confirmRefund', { amount }) : t('order.cancel.confirm')}
          </button>
          <button type="button" className="button-secondary" onClick={onClose}>
            {t('order.cancel.keep')}
          </button>
        </>
      }
    >
      <p>{paid ? t('order.cancel.refund', { amount }) : t('order.cancel.stockBack')}</p>
    </QuestionDialog>
  );
}

/** A helper asks the owner to cancel a paid order, with why if they wish: it shows under her Today. */
function AskToCancelDialog({ order, open, onClose }: { order: StaffOrder; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [note, setNote] = useState('');
  const ask = useCancellationRequest(order.reference, { onDone: onClose });
  return (
    <QuestionDialog
      open={open}
      onClose={onClose}
      title={t('order.ask.title', { reference: order.reference })}
      failure={ask.error ? callFailureText(ask.error) : undefined}
      actions={
        <>
          <button
            type="button"
            className="button-primary"
            disabled={ask.isPending}
            onClick={() => ask.mutate({ note: note.trim() || null })}
          >
            {t('order.ask.confirm')}
          </button>
          <button type="button" className="button-secondary" onClick={onClose}>
            {t('order.ask.back')}
          </button>
        </>
      }
    >
      <p>{t('order.ask.text')}</p>
      <label htmlFor={`${id}-note`}>{t('order.ask.noteLabel')}</label>
      <textarea
        id={`${id}-note`}
        rows={3}
        maxLength={cancellationNoteMaxLength}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </QuestionDialog>
  );
}
