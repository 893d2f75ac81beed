import { $user, api, errorMessage, quickToast, stockNotificationResponseSchema } from '@lemon/shared';
import { useUnit } from 'effector-react';
import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canSend, initialNotifyState, notifyReducer } from './notify-popup-state';
import styles from './notify-popup.module.css';

interface NotifyPopupProps {
  open: boolean;
  productName: string;
  variationId: number;
  onClose: () => void;
}

/** "Tell me when it is back": the shopper's address, then the answer ("will be notified" or "already on the list"). */
export function NotifyPopup({ open, productName, variationId, onClose }: NotifyPopupProps) {
  const { t } = useTranslation('catalog');
  const user = useUnit($user);
  const userEmail = user?.email ?? '';
  const [state, dispatch] = useReducer(notifyReducer, userEmail, initialNotifyState);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);

  // The user may have been loaded after this card was drawn: an empty form opens with their address.
  useEffect(() => {
    if (open && userEmail) dispatch({ type: 'opened', userEmail });
  }, [open, userEmail]);

  const close = () => {
    dispatch({ type: 'closed', userEmail });
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.step !== 'form' || !canSend(state)) return; // the spec: a bad address sends nothing and shows nothing
    dispatch({ type: 'sending' });
    try {
      const answer = await api.post('/api/stock_notifications', stockNotificationResponseSchema, {
        email: state.email.trim(),
        product_variation_id: variationId,
      });
      dispatch({ type: 'succeeded', result: answer.data.status });
    } catch (error) {
      dispatch({ type: 'failed' });
      quickToast.error(errorMessage(error));
    }
  };

  return (
    <dialog
      ref={dialog}
      className={styles.popup}
      aria-labelledby={`notify-title-${variationId}`}
      onClose={close}
      onClick={(event) => event.target === dialog.current && close()}
    >
      <button type="button" className={styles.close} onClick={close} aria-label={t('notify.close')}>
        ×
      </button>
      <h2 id={`notify-title-${variationId}`} className={styles.title}>
        {t('notify.title')}
      </h2>
      {state.step === 'form' ? (
        <form onSubmit={submit} noValidate>
          <p>{t('notify.intro', { name: productName })}</p>
          <label className={styles.label}>
            {t('notify.email')}
            <input
              type="email"
              autoComplete="email"
              value={state.email}
              onChange={(event) => dispatch({ type: 'typed', email: event.target.value })}
              className={styles.input}
              autoFocus
            />
          </label>
          <button type="submit" className={`button-primary ${styles.confirm}`} disabled={state.sending}>
            {t('notify.confirm')}
          </button>
        </form>
      ) : (
        <p role="status" className={styles.done}>
          {state.result === 'subscribed' ? t('notify.subscribed') : t('notify.alreadySubscribed')}
        </p>
      )}
    </dialog>
  );
}
