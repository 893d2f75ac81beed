import { ModalDialog } from '@lemon/kit';
import { $user, useUnit, useTranslation } from '@lemon/shared';
import { useEffect, useId, type FormEvent } from 'react';
import {
  $notifyPopups,
  notifyEmailTyped,
  notifyFormSent,
  notifyPopupClosed,
  notifyPopupOpened,
  notifyPopupRemoved,
  popupState,
} from './notify-popup.model';
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
  const popup = useId();
  const problemId = useId();
  const [user, popups, opened, typed, sent, closed, removed] = useUnit([
    $user,
    $notifyPopups,
    notifyPopupOpened,
    notifyEmailTyped,
    notifyFormSent,
    notifyPopupClosed,
    notifyPopupRemoved,
  ]);
  const userEmail = user?.email ?? '';
  const state = popupState(popups, popup, userEmail);

  // The user may have been loaded after this card was drawn: an empty form opens with their address.
  useEffect(() => {
    if (open && userEmail) opened({ popup });
  }, [open, userEmail, opened, popup]);
  useEffect(
    () => () => {
      removed({ popup });
    },
    [removed, popup],
  );

  const close = () => {
    closed({ popup });
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent({ popup, variationId });
  };

  return (
    <ModalDialog
      open={open}
      onClose={close}
      closeLabel={t('notify.close')}
      closesOnBackdrop
      aria-labelledby={`notify-title-${variationId}`}
    >
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
              onChange={(event) => typed({ popup, email: event.target.value })}
              className={styles.input}
              aria-invalid={state.problem ? true : undefined}
              aria-describedby={state.problem ? problemId : undefined}
              autoFocus
            />
          </label>
          {state.problem && (
            <p id={problemId} className={styles.problem} role="alert">
              {state.problem}
            </p>
          )}
          <button type="submit" className={`button-primary ${styles.confirm}`} disabled={state.sending}>
            {t('notify.confirm')}
          </button>
        </form>
      ) : (
        <p role="status" className={styles.done}>
          {state.result === 'subscribed' ? t('notify.subscribed') : t('notify.alreadySubscribed')}
        </p>
      )}
    </ModalDialog>
  );
}
