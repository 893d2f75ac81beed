// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the shop’s formatting', () => {
    expect(sanitizeHtml('<p>Zestes <strong>frais</strong></p><ul><li>50 cl</li></ul>')).toBe(
      '<p>Zestes <strong>frais</strong></p><ul><li>50 cl</li></ul>',
    );
  });

  it('drops scripts, event handlers, javascript: links and foreign elements', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">Hi<script>steal()</script><img src=x onerror="steal()"><a href="javascript:steal()">x</a><a href="/fr/recettes">ok</a><iframe src="//evil"></iframe><style>*{}</style></p>',
    );
    expect(html).toBe('<p>Hi<a>x</a><a href="/fr/recettes">ok</a></p>');
  });
});
