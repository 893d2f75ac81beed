import { describe, expect, it } from 'vitest';
import { pageOwner } from './feature-apps';

describe('pageOwner', () => {
  it('finds the app that shows a pathname', () => {
    expect(pageOwner('/fr/produit/limoncello')).toBe('catalog');
    expect(pageOwner('/en/panier')).toBe('cart');
    expect(pageOwner('/it/mon-compte')).toBe('account');
    expect(pageOwner('/verify-email/1/abc')).toBe('account');
    expect(pageOwner('/fr/cgv')).toBe('content');
  });

  it('leaves home and unknown pages to the shell', () => {
    expect(pageOwner('/fr')).toBe('shell');
    expect(pageOwner('/fr/nowhere')).toBe('shell');
  });
});
