// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyCart, lemon10 } from '../testing/carts';
import { renderInScope } from '../testing/render-in-scope';
import { CartTotals } from './cart-totals';

const amountOf = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');
const termOf = (testId: string) => screen.getByTestId(testId).previousElementSibling?.textContent;

afterEach(cleanup);

describe('the cart’s totals', () => {
  it('shows the amounts of the server’s answer as they are, adding nothing up', async () => {
    // Amounts that do not add up: the page must show them, not work out its own.
    await renderInScope(<CartTotals cart={{ ...emptyCart, subtotal: 50_00, promo: lemon10, discount: 5_00, total: 44_99 }} />, {
      scope: fork(),
    });
    expect(amountOf('cart-subtotal')).toBe('50,00 €');
    expect(amountOf('cart-discount')).toBe('−5,00 €');
    expect(termOf('cart-discount')).toBe('Réduction (LEMON10)');
    expect(amountOf('cart-total')).toBe('44,99 €');
    expect(termOf('cart-total')).toBe('Total');
  });

  it('shows no discount without a promo code', async () => {
    await renderInScope(<CartTotals cart={{ ...emptyCart, subtotal: 12_50, total: 12_50 }} />, { scope: fork() });
    expect(screen.queryByTestId('cart-discount')).toBeNull();
    expect(amountOf('cart-subtotal')).toBe('12,50 €');
    expect(amountOf('cart-total')).toBe('12,50 €');
  });

  it('speaks the page’s language', async () => {
    await renderInScope(<CartTotals cart={{ ...emptyCart, subtotal: 50_00, promo: lemon10, discount: 5_00, total: 45_00 }} />, {
      scope: fork(),
      locale: 'it',
    });
    expect(termOf('cart-subtotal')).toBe('Subtotale');
    expect(termOf('cart-discount')).toBe('Sconto (LEMON10)');
    expect(termOf('cart-total')).toBe('Totale');
  });
});
