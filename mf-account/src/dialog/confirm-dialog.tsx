import { useEffect, useId, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
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
 * Escape cancels; on closing, focus goes back where it was when it opened, or to `fallbackFocus`.
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
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const focusedBefore = useRef<Element | null>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      focusedBefore.current = document.activeElement;
      element.showModal();
      cancelButton.current?.focus();
    } else if (!open && element.open) {
      element.close();
      const previous = focusedBefore.current;
      if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) previous.focus();
      else fallbackFocus?.current?.focus();
    }
  }, [open, fallbackFocus]);

  // The browser's own close requests (Escape, a phone's back gesture) become a cancel the page decides on.
  const cancelled = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!busy) onCancel();
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancelled(event);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={cancelled}
      onKeyDown={keyDown}
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
    </dialog>
  );
}
