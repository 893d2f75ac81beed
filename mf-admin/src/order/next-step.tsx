import { FormFooter, SelectField, TextField, useContractForm, useFormCall, useModalDialog, callFailureText } from '@lemon/kit';
import { carrierKeys, carriers, sendOrderPayloadSchema, type SendOrderPayload, type StaffOrder } from '@lemon/shared/staff-contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRefusedMove, useOrderMove } from './order-calls';
import styles from './order-page.module.css';

/**
 * What to do next with the order, first on its page (as Shopify's): where it stands in words, and the button
 * of each move the rules allow now. Sending asks for the carrier and tracking number; cancelling asks first.
 */
export function NextStep({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [sending, setSending] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const move = useOrderMove(order.reference);
  const failure = move.error && !isRefusedMove(move.error) ? callFailureText(move.error) : undefined;
  const next = order.status === 'paid' ? `paid_${order.delivery_method}` : order.status;
  return (
    <section className={styles.nextStep} aria-labelledby={`${id}-title`} data-testid="next-step">
      <h2 id={`${id}-title`}>{t(`orders.status.${order.status}`)}</h2>
      <p>{t(`order.next.${next}`)}</p>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      {sending && order.moves.includes('send') ? (
        <SendForm order={order} onClose={() => setSending(false)} />
      ) : (
        order.moves.length > 0 && (
          <div className={styles.moves}>
            {order.moves.includes('send') && (
              <button type="button" className="button-primary" onClick={() => setSending(true)}>
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
                  disabled={move.isPending}
                  onClick={() => move.mutate({ move: simple })}
                >
                  {t(`order.moves.${simple}`)}
                </button>
              ))}
            {order.moves.includes('cancel') && (
              <button type="button" className="button-secondary" onClick={() => setCancelling(true)}>
                {t('order.moves.cancel')}
              </button>
            )}
          </div>
        )
      )}
      <CancelDialog order={order} open={cancelling} onClose={() => setCancelling(false)} />
    </section>
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

/** Cancelling asks first, and says what follows: the stock goes back, the customer is told. */
function CancelDialog({ order, open, onClose }: { order: StaffOrder; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const move = useOrderMove(order.reference, { onDone: onClose });
  const dialogProps = useModalDialog(dialog, open, onClose);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} {...dialogProps}>
      {open && (
        <>
          <h2 id={`${id}-title`}>{t('order.cancel.title', { reference: order.reference })}</h2>
          <div id={`${id}-text`}>
            <p>{t('order.cancel.stockBack')}</p>
            {order.paid_at && <p>{t('order.cancel.refund')}</p>}
          </div>
          {move.error && !isRefusedMove(move.error) && (
            <p className={styles.failure} role="alert">
              {callFailureText(move.error)}
            </p>
          )}
          <div className={styles.moves}>
            <button
              type="button"
              className="button-primary"
              disabled={move.isPending}
              onClick={() => move.mutate({ move: 'cancel' }, { onError: (error) => isRefusedMove(error) && onClose() })}
            >
              {t('order.cancel.confirm')}
            </button>
            <button type="button" className="button-secondary" onClick={onClose}>
              {t('order.cancel.keep')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
