import { describe, expect, it } from 'vitest';
import { fold, stems, words } from './search-words';

describe('the words of the shop’s search', () => {
  it('folds case, accents and ligatures, as a phone types them', () => {
    expect(fold('Écorces CONFITES')).toBe('ecorces confites');
    expect(fold('Œufs à la crème')).toBe('oeufs a la creme');
    expect(fold('Però')).toBe('pero');
  });

  it('takes letters and digits as words, an apostrophe and a dash ending one', () => {
    expect(words('L’huile d’olive, 25 cl — citron-basilic!')).toEqual(['l', 'huile', 'd', 'olive', '25', 'cl', 'citron', 'basilic']);
  });

  it('leaves out the language’s little words and cuts the others to their stem', () => {
    expect(stems('Les savons de Menton', 'fr')).toEqual(stems('savon Menton', 'fr'));
    expect(stems('limoni', 'it')).toEqual(stems('limone', 'it'));
    expect(stems('the lemons', 'en')).toEqual(stems('lemon', 'en'));
    expect(stems('écorces', 'fr')).toEqual(stems('ECORCE', 'fr'));
  });
});
