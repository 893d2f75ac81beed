// @vitest-environment jsdom
import { $cart, $locale, type Locale } from '@lemon/shared';
import type { ShippingRate } from '@lemon/orders-contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { cartLine, cartOf } from '../testing/carts';
import { renderInScope, texts } from '../testing/render-in-scope';
import { DeliveryFees } from './delivery-fees';
import { fetchFranceRatesFx } from './delivery-fees.model';

const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

async function feesFor(total: number, locale: Locale, rates: (amount: number) => Promise<ShippingRate[]>) {
  const cart = { ...cartOf([cartLine(1, { price: total })]), total };
  const scope = fork({
    values: [
      [$cart, cart],
      [$locale, locale],
    ],
    handlers: [[fetchFranceRatesFx, rates]],
  });
  await renderInScope(<DeliveryFees total={total} />, { scope, locale });
  return within(screen.getByRole('region', { name: texts[locale].deliveryFees.title }));
}

const franceRates = async (amount: number): Promise<ShippingRate[]> => [
  { method: 'shipping', cost: amount >= 99_00 ? 0 : 6_90, free_from: 99_00 },
  { method: 'pickup', cost: 0 },
];

afterEach(cleanup);

describe.each(['fr', 'en', 'it'] as const)('the delivery fees on the cart, in %s', (locale) => {
  const t = texts[locale];

  it('say what home delivery to France and Monaco costs, from how much it is free, the way there, and pickup', async () => {
    const fees = await feesFor(45_00, locale, franceRates);
    await waitFor(() => expect(spaced(fees.getByTestId('cart-fee-shipping').textContent)).toBe('6,90 €'));
    expect(fees.getByText(t.deliveryFees.france)).toBeTruthy();
    expect(spaced(fees.getByText(/99,00/).textContent)).toBe(t.deliveryFees.freeFrom.replace('{{amount}}', '99,00 €'));
    expect(spaced(fees.getByRole('progressbar').getAttribute('aria-valuetext'))).toMatch(/45,00 €.*99,00 €/);
    expect(spaced(fees.getByText(/54,00/).textContent)).toBe(t.freeDelivery.missing.replace('{{amount}}', '54,00 €'));
    expect(fees.getByText(t.deliveryFees.pickup.replace('{{city}}', 'Menton'))).toBeTruthy();
    expect(fees.getByTestId('cart-fee-pickup').textContent).toBe(t.deliveryFees.pickupFree);
    expect(fees.getByText(t.deliveryFees.elsewhere)).toBeTruthy();
  });

  it('say home delivery is free once the cart qualifies', async () => {
    const fees = await feesFor(99_00, locale, franceRates);
    await waitFor(() => expect(fees.getByTestId('cart-fee-shipping').textContent).toBe(t.deliveryFees.shippingFree));
    expect(fees.getByText(t.freeDelivery.reached)).toBeTruthy();
  });
});

describe('the delivery fees on the cart', () => {
  it('say they are being reckoned until the API answers', async () => {
    const fees = await feesFor(45_00, 'fr', () => new Promise(() => undefined));
    expect(fees.getByTestId('cart-fee-shipping').textContent).toBe(texts.fr.deliveryFees.loading);
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true');
  });

  it('say when they could not be fetched, still showing the way to free delivery', async () => {
    const fees = await feesFor(45_00, 'en', async () => {
      throw new Error('offline');
    });
    expect(await fees.findByText(texts.en.deliveryFees.failed)).toBeTruthy();
    expect(fees.queryByTestId('cart-fee-shipping')).toBeNull();
    expect(fees.getByRole('progressbar')).toBeTruthy();
  });

  it('leave pickup out when the shop does not offer it, and follow the API’s threshold', async () => {
    const fees = await feesFor(45_00, 'fr', async () => [{ method: 'shipping', cost: 4_90, free_from: 60_00 }]);
    await waitFor(() => expect(spaced(fees.getByTestId('cart-fee-shipping').textContent)).toBe('4,90 €'));
    expect(fees.queryByTestId('cart-fee-pickup')).toBeNull();
    expect(fees.getByRole('progressbar').getAttribute('aria-valuemax')).toBe('6000');
  });
});
