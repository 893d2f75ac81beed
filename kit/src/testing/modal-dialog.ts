/**
 * jsdom has no modal dialogs: open and close them as a browser would show them, without the focus handling,
 * which is each popup's own. For component tests only.
 */
export function polyfillModalDialog() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
