import { ModalDialog } from '@lemon/kit';
import { useId, useRef, type RefObject } from 'react';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirmed action is on its way: both buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes on closing when what had it is gone (the card of the address just deleted). */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal question before an action that cannot be undone. It opens on "cancel", the safe answer;
 * Escape cancels (not while the action is on its way); on closing, focus goes back where it was when it opened,
 * or to `fallbackFocus`.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
  fallbackFocus,
}: ConfirmDialogProps) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  return (
    <ModalDialog
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      initialFocus={cancelButton}
      fallbackFocus={fallbackFocus}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p id={messageId}>{message}</p>
      <div className={styles.actions}>
        <button ref={cancelButton} type="button" className={styles.cancel} onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className={styles.confirm} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
