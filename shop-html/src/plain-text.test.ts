// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { plainText, summarize } from './plain-text';

describe('summarize', () => {
  const description = `<p>Notre liqueur <strong>phare</strong> : des zestes de citrons de Menton prélevés à la main macèrent quarante jours.</p>`;

  it('strips the tags', () => {
    expect(plainText(description, window)).toBe(
      'Notre liqueur phare : des zestes de citrons de Menton prélevés à la main macèrent quarante jours.',
    );
  });

  it('cuts a long text at about the length asked, with the marker', () => {
    const summary = summarize(description, 80, '[...]', window);
    expect(summary.endsWith(' [...]')).toBe(true);
    expect(summary.length - ' [...]'.length).toBeLessThanOrEqual(80);
    expect(summary.length - ' [...]'.length).toBeGreaterThan(64);
  });

  it('leaves no comma or colon dangling before the marker', () => {
    const ingredients = '<ul><li>250 g de pâte sablée</li><li>4 œufs</li><li>150 g de sucre</li><li>100 g de beurre</li></ul>';
    expect(summarize(ingredients, 40, '…', window)).toBe('250 g de pâte sablée, 4 œufs, 150 g de …');
    expect(summarize(ingredients, 30, '…', window)).toBe('250 g de pâte sablée, 4 œufs …');
  });

  it('leaves a short text whole, with no marker', () => {
    expect(summarize('<p>Court.</p>', 80, '[...]', window)).toBe('Court.');
    expect(summarize('x'.repeat(80), 80, '[...]', window)).toBe('x'.repeat(80));
    expect(summarize('x'.repeat(81), 80, '[...]', window)).toBe(`${'x'.repeat(80)} [...]`);
  });
});

describe('plainText', () => {
  it('keeps list items apart with commas, never glued', () => {
    expect(plainText('<ul><li>500 g de sucre</li><li>1 l d’eau</li><li>4 citrons</li></ul>', window)).toBe(
      '500 g de sucre, 1 l d’eau, 4 citrons',
    );
    expect(plainText('<ol>\n  <li>Zester.</li>\n  <li>Presser.</li>\n</ol>', window)).toBe('Zester. Presser.');
  });

  it('ends paragraphs and headings as sentences', () => {
    expect(
      plainText('<h3>Ingrédients</h3><ul><li>4 cl de liqueur</li><li>8 cl de vin</li></ul><h3>Préparation</h3><p>Servir frais</p>', window),
    ).toBe('Ingrédients. 4 cl de liqueur, 8 cl de vin. Préparation. Servir frais');
    expect(plainText('<p>Bien frais.</p><p>Avec un zeste !</p><p>Santé</p>', window)).toBe('Bien frais. Avec un zeste ! Santé');
  });

  it('puts a nested list in brackets after its item, or after its colon', () => {
    expect(plainText('<ul><li>Agrumes<ul><li>citrons</li><li>cédrats</li></ul></li><li>sucre</li></ul>', window)).toBe(
      'Agrumes (citrons, cédrats), sucre',
    );
    expect(
      plainText('<ul><li><p>Pour la pâte :</p><ol><li>farine</li><li>beurre</li></ol></li><li>Pour la crème : citrons</li></ul>', window),
    ).toBe('Pour la pâte : farine, beurre, Pour la crème : citrons');
  });

  it('reads a line break as a comma, and inline markup as nothing at all', () => {
    expect(plainText('<p>12 rue Saint-Michel<br>06500 Menton</p>', window)).toBe('12 rue Saint-Michel, 06500 Menton');
    expect(plainText('<p>Ouvert :<br/>tous les jours</p>', window)).toBe('Ouvert : tous les jours');
    expect(plainText('<p>Un <strong>zeste</strong> d’<em>été</em>, <a href="/fr">ici</a></p>', window)).toBe('Un zeste d’été, ici');
  });

  it('reads a text with no markup as it is, its white space folded', () => {
    expect(plainText('  Citron\n de   Menton ', window)).toBe('Citron de Menton');
    expect(plainText('<p></p><p> </p>', window)).toBe('');
  });
});
