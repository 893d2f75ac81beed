import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';
import { sanitizeHtml } from './sanitize-html';

// On the server, which draws pages without a DOM of its own.
describe('the shop’s HTML on the server', () => {
  it('is never handed back unsanitised where there is no DOM to sanitise it in', () => {
    expect(() => sanitizeHtml('<img src=x onerror="steal()">', globalThis as unknown as Window)).toThrow(/No DOM/);
  });

  it('is sanitised and read by the browser’s rules in the window it is given, which nothing keeps', () => {
    const window = new JSDOM('').window as unknown as Window;
    expect(
      sanitizeHtml('<p onclick="steal()">Zestes <strong>frais</strong><script>steal()</script><a href="javascript:x()">x</a></p>', window),
    ).toBe('<p>Zestes <strong>frais</strong><a>x</a></p>');
    expect(plainText('<p>Zestes</p><ul><li>frais</li><li>confits</li></ul>', window)).toBe('Zestes. frais, confits');
    expect(() => sanitizeHtml('<p>Zestes</p>', globalThis as unknown as Window)).toThrow(/No DOM/);
  });
});
