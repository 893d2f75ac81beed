// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillModalDialog } from '../testing/modal-dialog';
import { ModalDialog, type ModalDialogProps } from './modal-dialog';

beforeAll(polyfillModalDialog);
afterEach(cleanup);

/** A page with a button that opens the dialog, and a heading focus may fall back to. */
function Page({ removeOpener = false, ...props }: Partial<ModalDialogProps> & { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  const [openerShown, setOpenerShown] = useState(true);
  const safeAnswer = useRef<HTMLButtonElement>(null);
  const fallback = useRef<HTMLHeadingElement>(null);
  const close = () => {
    props.onClose?.();
    setOpen(false);
    if (removeOpener) setOpenerShown(false);
  };
  return (
    <>
      <h1 ref={fallback} tabIndex={-1}>
        Addresses
      </h1>
      {openerShown && <button onClick={() => setOpen(true)}>Delete</button>}
      <ModalDialog {...props} open={open} onClose={close} initialFocus={safeAnswer} fallbackFocus={fallback} aria-label="Delete?">
        <button onClick={close}>Yes</button>
        <button ref={safeAnswer} onClick={close}>
          No
        </button>
      </ModalDialog>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;

describe('a modal dialog', () => {
  it('opens on its safe answer, closes on Escape and its ×, and gives the focus back to what opened it', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} closeLabel="Close" />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    fireEvent.click(opener);
    expect(dialog().open).toBe(true);
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No' }));

    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog().open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps the focus inside: Tab from its last control goes to its first', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.keyDown(dialog(), { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }));
  });

  it('gives the focus to its fallback when what opened it is gone', () => {
    render(<Page removeOpener />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Addresses' }));
  });

  it('closes on a tap beside it only when asked to, and its × closes it by HTML when asked to', () => {
    const { unmount } = render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(dialog());
    expect(dialog().open).toBe(true);
    unmount();

    render(<Page id="menu" closeLabel="Close" closesOnBackdrop closesByHtml />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const close = screen.getByRole('button', { name: 'Close' });
    expect([close.getAttribute('commandfor'), close.getAttribute('command')]).toEqual(['menu', 'close']);
    fireEvent.click(dialog());
    expect(dialog().open).toBe(false);
  });
});
