import { describe, expect, it } from 'vitest';
import { drawnQuery } from './drawn-query';

describe('the query a page is drawn from', () => {
  it('keeps a category’s page and a payment’s outcome, in one spelling', () => {
    expect(drawnQuery('?page=2')).toBe('?page=2');
    expect(drawnQuery('?utm_source=lettre&page=12&fbclid=x')).toBe('?page=12');
    expect(drawnQuery('?order=success&reference=LC-7K3QF9MZ')).toBe('?order=success');
    expect(drawnQuery('?order=cancel')).toBe('?order=error');
    expect(drawnQuery('?reference=LC-1&order=success&page=3')).toBe('?page=3&order=success');
  });

  it('keeps why an add to the cart was refused, as the cart page says it', () => {
    expect(drawnQuery('?refused=stock')).toBe('?refused=stock');
    expect(drawnQuery('?x=1&refused=unavailable')).toBe('?refused=unavailable');
  });

  it('keeps that a message sent without scripts went, as the contact page says it', () => {
    expect(drawnQuery('?sent=1&utm_source=x')).toBe('?sent=1');
  });

  it('keeps a search’s words, its spaces folded, and a list’s filters and order as the catalogue writes them', () => {
    expect(drawnQuery('?q=%20miel%20%20de%20%20fleurs%20&utm_source=x')).toBe('?q=miel+de+fleurs');
    expect(drawnQuery(`?q=${'a'.repeat(150)}`)).toBe(`?q=${'a'.repeat(100)}`);
    expect(drawnQuery('?sort=price-down&alcohol=without&in-stock=1&price=10-20&category=4&q=savon&page=2')).toBe(
      '?q=savon&category=4&price=10-20&in-stock=1&alcohol=without&sort=price-down&page=2',
    );
    expect(drawnQuery('?price=50-')).toBe('?price=50-');
  });

  it('drops everything else: any other query is the same page', () => {
    for (const search of [
      '',
      '?',
      '?page=1',
      '?page=0',
      '?page=01',
      '?page=x',
      '?page=99999',
      '?v=123',
      '?refused=anything',
      '?sent=yes',
      '?showAuth=1&next=%2Ffr',
      '?a=1&'.repeat(50),
      '?q=%20%20',
      '?category=0&price=cheap&in-stock=yes&alcohol=maybe&sort=PRICE',
    ])
      expect(drawnQuery(search), search).toBe('');
  });
});
