import { describe, expect, it } from 'vitest';
import { slugFromLabel } from './slug-from-label';

describe('slugFromLabel', () => {
  it('makes an address of lower-case words without accents', () => {
    expect(slugFromLabel('Liqueur de citron à l’ancienne', 'fr')).toBe('liqueur-de-citron-a-l-ancienne');
    expect(slugFromLabel('Crème brûlée & œufs', 'fr')).toBe('creme-brulee-et-oeufs');
    expect(slugFromLabel('Limoncello di Sorrento — 70 cl', 'it')).toBe('limoncello-di-sorrento-70-cl');
    expect(slugFromLabel('  Lemon   curd!  ', 'en')).toBe('lemon-curd');
  });

  it('gives what the contract accepts, cut at a word when too long', () => {
    const slug = slugFromLabel('Confiture extra de citrons de Menton '.repeat(5), 'fr');
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(slug.endsWith('-')).toBe(false);
  });
});
