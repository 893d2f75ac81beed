// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { plainText, summarize } from './rich-text';

describe('summarize', () => {
  const description = `<p>Notre liqueur <strong>phare</strong> : des zestes de citrons de Menton prélevés à la main macèrent quarante jours.</p>`;

  it('strips the tags', () => {
    expect(plainText(description)).toBe(
      'Notre liqueur phare : des zestes de citrons de Menton prélevés à la main macèrent quarante jours.',
    );
  });

  it('cuts a long text at about the length asked, with the marker', () => {
    const summary = summarize(description, 80, '[...]');
    expect(summary.endsWith(' [...]')).toBe(true);
    expect(summary.length - ' [...]'.length).toBeLessThanOrEqual(80);
    expect(summary.length - ' [...]'.length).toBeGreaterThan(64);
  });

  it('keeps paragraphs and list items apart', () => {
    expect(plainText('<h3>Ingrédients</h3><ul><li>4 cl de liqueur</li><li>8 cl de vin</li></ul><p>Servir.</p>')).toBe(
      'Ingrédients 4 cl de liqueur 8 cl de vin Servir.',
    );
  });

  it('leaves a short text whole, with no marker', () => {
    expect(summarize('<p>Court.</p>', 80, '[...]')).toBe('Court.');
    expect(summarize('x'.repeat(80), 80, '[...]')).toBe('x'.repeat(80));
    expect(summarize('x'.repeat(81), 80, '[...]')).toBe(`${'x'.repeat(80)} [...]`);
  });
});
