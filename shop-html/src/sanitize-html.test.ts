// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the shop’s formatting', () => {
    expect(sanitizeHtml('<p>Zestes <strong>frais</strong></p><ul><li>50 cl</li></ul>', window)).toBe(
      '<p>Zestes <strong>frais</strong></p><ul><li>50 cl</li></ul>',
    );
  });

  it('drops scripts, event handlers, javascript: links and foreign elements', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">Hi<script>steal()</script><img src=x onerror="steal()"><a href="javascript:steal()">x</a><a href="/fr/recettes">ok</a><iframe src="//evil"></iframe><style>*{}</style></p>',
      window,
    );
    expect(html).toBe('<p>Hi<a>x</a><a href="/fr/recettes">ok</a></p>');
  });

  it('makes a link to another site written without its scheme https, and refuses one a browser reads as another site', () => {
    expect(sanitizeHtml('<p><a href="//lemons.example/recette">a</a><a href=" //lemons.example">b</a></p>', window)).toBe(
      '<p><a href="https://lemons.example/recette">a</a><a href="https://lemons.example">b</a></p>',
    );
    for (const href of ['/\\evil.example', '/\\/evil.example', '///evil.example', '\\\\evil.example'])
      expect(sanitizeHtml(`<a href="${href}">x</a>`, window), href).not.toContain('evil');
    expect(sanitizeHtml('<a href="/fr/recettes#recette-3">ok</a>', window)).toBe('<a href="/fr/recettes#recette-3">ok</a>');
  });
});
