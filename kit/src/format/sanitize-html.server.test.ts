import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { parseHtmlIn } from './html-window';
import { plainText } from './rich-text';
import { sanitizeHtml } from './sanitize-html';

// On the server, which draws pages without a DOM of its own.
describe('the shop’s HTML on the server', () => {
  it('is never handed back unsanitised where there is no DOM to sanitise it in', () => {
    expect(() => sanitizeHtml('<img src=x onerror="steal()">')).toThrow(/No DOM/);
  });

  it('is sanitised and read by the browser’s rules in the window the server gives', () => {
    parseHtmlIn(new JSDOM('').window as unknown as typeof globalThis);
    expect(
      sanitizeHtml('<p onclick="steal()">Zestes <strong>frais</strong><script>steal()</script><a href="javascript:x()">x</a></p>'),
    ).toBe('<p>Zestes <strong>frais</strong><a>x</a></p>');
    expect(plainText('<p>Zestes</p><ul><li>frais</li><li>confits</li></ul>')).toBe('Zestes. frais, confits');
  });
});
