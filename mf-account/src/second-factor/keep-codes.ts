// Keeping the recovery codes somewhere other than the screen: a text file, or paper.

/** Saves `text` as a file named `fileName` in the browser's downloads. */
export function downloadText(fileName: string, text: string): void {
  const address = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: address, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(address);
}

/** The class the page has while only its `[data-print-only]` part is printed (styles in `second-factor.module.css`). */
export const printingClass = 'printing-only-marked';

/** Prints only the page's `[data-print-only]` part (without its `[data-print-hidden]` buttons). */
export function printOnly(): void {
  const root = document.documentElement;
  root.classList.add(printingClass);
  window.addEventListener('afterprint', () => root.classList.remove(printingClass), { once: true });
  window.print();
}
