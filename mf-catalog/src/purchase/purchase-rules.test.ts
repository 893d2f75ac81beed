import type { ProductVariation } from '@lemon/shared';
import { describe, expect, it } from 'vitest';
import {
  decreasedQuantity,
  increasedQuantity,
  initialVariationIndex,
  isOutOfStock,
  shownPrice,
  variationChooserKind,
} from './purchase-rules';

const variation = (stock: number, price = 1000): ProductVariation => ({
  id: Math.floor(Math.random() * 1e6),
  product_id: 1,
  label: { fr: 'x', en: 'x', it: 'x' },
  color: null,
  price,
  stock,
  main_picture_url: '/p.webp',
  card_picture_url: '/c.webp',
  picture_srcset: { avif: '/c.avif 480w', webp: '/c.webp 480w' },
  is_default: false,
});

describe('the purchase rules', () => {
  it('start on the first variation in stock, else on the first', () => {
    expect(initialVariationIndex([variation(3), variation(0)])).toBe(0);
    expect(initialVariationIndex([variation(0), variation(0), variation(2)])).toBe(2);
    expect(initialVariationIndex([variation(0), variation(0)])).toBe(0);
    expect(initialVariationIndex([])).toBe(0);
  });

  it('show no chooser for one variation, markers for 2 to 4, a dropdown beyond', () => {
    expect(variationChooserKind(1)).toBe('none');
    expect([2, 3, 4].map(variationChooserKind)).toEqual(['markers', 'markers', 'markers']);
    expect([5, 6].map(variationChooserKind)).toEqual(['dropdown', 'dropdown']);
  });

  it('keep the quantity at 1 or more, with no maximum', () => {
    expect(decreasedQuantity(1)).toBe(1);
    expect(decreasedQuantity(2)).toBe(1);
    expect(increasedQuantity(1)).toBe(2);
    expect(increasedQuantity(999)).toBe(1000);
  });

  it('price the variation times the quantity', () => {
    expect(shownPrice(variation(5, 1490), 3)).toBe(4470);
  });

  it('call a variation with no stock out of stock', () => {
    expect(isOutOfStock(variation(0))).toBe(true);
    expect(isOutOfStock(variation(1))).toBe(false);
  });
});
