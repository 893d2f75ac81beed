import { useRef, type DialogHTMLAttributes, type ReactNode } from 'react';
import iconButton from './icon-button.module.css';
import styles from './modal-dialog.module.css';
import { useModalDialog, type ModalDialogFocus } from './use-modal-dialog';

/** How a dialog sits: a card over the dimmed page, the whole screen on a phone (a card's width on a wider one), or a panel at the side. */
export type DialogShape = 'card' | 'screen' | 'side';

type DialogAttributes = Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onClose' | 'onCancel' | 'onKeyDown' | 'onClick' | 'className' | 'children'
>;

export interface ModalDialogProps extends DialogAttributes, ModalDialogFocus {
  open: boolean;
  /** Escape, a back gesture, its ×, and a tap beside a `closesOnBackdrop` one: the page's state closes it. */
  onClose: () => void;
  shape?: DialogShape;
  /** The name of its ×; none without it (its own buttons answer it, or it draws its own close link: `dialogCloseClass`). */
  closeLabel?: string;
  /** Its × closes it by HTML too (an invoker command, with its `id`), for a dialog the HTML may open before the scripts run. */
  closesByHtml?: boolean;
  /** A tap on the dimmed page beside it closes it (a menu, a small form), not a question that waits for its answer. */
  closesOnBackdrop?: boolean;
  /** Its own look inside the shape (a width, a padding, a coloured edge). */
  className?: string;
  children: ReactNode;
}

/** A round button (or link) holding one icon. */
export const iconButtonClass = iconButton.iconButton!;

/** The close control's look, for a dialog whose × is a link (it leaves by the address). */
export const dialogCloseClass = `${iconButtonClass} ${styles.close}`;

/** The shop's ×: two strokes in the text's colour. */
export const CloseIcon = () => (
  <svg width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

/**
 * Every popup of the shop (the menu, the login, an order's outcome, a stock alert, a question before an action): a
 * modal `<dialog>` with one look per shape and one behaviour (`useModalDialog`): shown while `open`, focus moved in
 * and kept inside, given back on closing; Escape and the browser's close requests ask `onClose`.
 */
export function ModalDialog({
  open,
  onClose,
  shape = 'card',
  closeLabel,
  closesByHtml = false,
  closesOnBackdrop = false,
  onOpenedByHtml,
  initialFocus,
  fallbackFocus,
  className,
  children,
  ...attributes
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const behaviour = useModalDialog(dialog, open, onClose, { onOpenedByHtml, initialFocus, fallbackFocus });
  const byHtml = closesByHtml && attributes.id ? ({ commandfor: attributes.id, command: 'close' } as const) : {};
  return (
    <dialog
      ref={dialog}
      {...attributes}
      {...behaviour}
      className={[styles.dialog, styles[shape], className].filter(Boolean).join(' ')}
      onClick={closesOnBackdrop ? (event) => event.target === dialog.current && onClose() : undefined}
    >
      {closeLabel && (
        <button type="button" className={dialogCloseClass} aria-label={closeLabel} onClick={onClose} {...byHtml}>
          <CloseIcon />
        </button>
      )}
      {children}
    </dialog>
  );
}
