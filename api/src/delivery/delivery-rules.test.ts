import { freeDeliveryFromCents, homeDeliveryCents } from '@lemon/orders-contract';
import { describe, expect, it } from 'vitest';
import { deliveryRates, shippingCost } from './delivery-rules';

const {
  france_monaco: franceMonacoShippingCents,
  european_union: europeanUnionShippingCents,
  rest_of_world: restOfWorldShippingCents,
} = homeDeliveryCents;

describe('delivery fees', () => {
  it('are free in France and Monaco from 99 € of purchases, the zone’s fee under it', () => {
    expect(freeDeliveryFromCents).toBe(9900);
    expect(shippingCost('france_monaco', 9899)).toBe(franceMonacoShippingCents);
    expect(shippingCost('france_monaco', 9900)).toBe(0);
    expect(shippingCost('france_monaco', 0)).toBe(franceMonacoShippingCents);
  });

  it('are the zone’s fee elsewhere, whatever the amount', () => {
    expect(shippingCost('european_union', 9899)).toBe(europeanUnionShippingCents);
    expect(shippingCost('european_union', 9900)).toBe(europeanUnionShippingCents);
    expect(shippingCost('rest_of_world', 1_000_000)).toBe(restOfWorldShippingCents);
    expect([franceMonacoShippingCents, europeanUnionShippingCents, restOfWorldShippingCents]).toEqual([690, 1290, 2490]);
  });

  it('offer home delivery by country, and pickup in the shop for free', () => {
    expect(deliveryRates('MC', 9899)).toEqual([
      { method: 'shipping', cost: 690, free_from: 9900 },
      { method: 'pickup', cost: 0 },
    ]);
    expect(deliveryRates('FR', 9900)).toEqual([
      { method: 'shipping', cost: 0, free_from: 9900 },
      { method: 'pickup', cost: 0 },
    ]);
    expect(deliveryRates('IT', 9900)?.[0]).toEqual({ method: 'shipping', cost: 1290, free_from: null });
    expect(deliveryRates('CH', 9900)?.[0]).toEqual({ method: 'shipping', cost: 2490, free_from: null });
    expect(deliveryRates('KP', 9900)).toBeUndefined();
    expect(deliveryRates('fr', 9900)).toBeUndefined();
  });
});
