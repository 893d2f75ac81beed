import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';

declare module 'react' {
  // HTML's invoker commands (`<button commandfor="menu" command="show-modal">`): a button that opens or closes a
  // dialog with no script at all. Not in React's types yet; React passes the attributes on as they are.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged declarations share their type parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close';
  }
}

/** Where focus goes as a dialog opens and closes, besides the browser's own. */
export interface ModalDialogFocus {
  /** Called when the page's HTML opened the dialog itself, before any script (see `useModalDialog`). */
  onOpenedByHtml?: () => void;
  /** What takes the focus as it opens (its safe answer); the browser's first focusable otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing when what had it is gone (the card of the address just deleted). */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * What `ModalDialog` is made of: shown with `showModal()` while `open`, focus kept inside (Tab cycles) and given
 * back to what had it on opening (or to `fallbackFocus`);
 * Escape and the browser's own close requests ask `onClose`, and the page's state decides. Spread the
 * returned props on the `<dialog>` that `ref` holds.
 *
 * A dialog the page's HTML opens itself, before any script (a button's `command="show-modal"`), gives
 * `onOpenedByHtml` (a function that changes only with the page): found open as the scripts take the page over, it
 * stays open and the page's state follows.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onClose: () => void,
  { onOpenedByHtml, initialFocus, fallbackFocus }: ModalDialogFocus = {},
) {
  const opener = useRef<Element | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Open, and not by this hook (which notes the opener): the HTML opened it.
    if (!open && element.open && opener.current === null && onOpenedByHtml) {
      onOpenedByHtml();
      return;
    }
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      initialFocus?.current?.focus();
    }
    if (!open) {
      const wasOpen = element.open;
      if (wasOpen) element.close();
      const before = opener.current;
      if (before instanceof HTMLElement && before !== document.body && before.isConnected) before.focus();
      else if (wasOpen) fallbackFocus?.current?.focus();
      opener.current = null;
    }
  }, [ref, open, onOpenedByHtml, initialFocus, fallbackFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const targets = [...ref.current.querySelectorAll<HTMLElement>(focusable)];
    const first = targets[0];
    const last = targets.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return {
    'aria-modal': 'true' as const,
    onKeyDown,
    // A close request the page did not see as a key (a back gesture): the page's state closes the popup.
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    // The browser closed it itself (it may, on a repeated close request): the page's state follows.
    onClose: () => {
      if (open) onClose();
    },
  };
}
