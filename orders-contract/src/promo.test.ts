import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { promoCodeTextSchema } from './promo';

describe('a promo code as it is typed', () => {
  it('is read in capitals without its spaces, a typo of the thumb rather than another code', () => {
    expect(z.parse(promoCodeTextSchema, ' noel 10 ')).toBe('NOEL10');
    expect(z.safeParse(promoCodeTextSchema, 'NOËL!').success).toBe(false);
    expect(z.safeParse(promoCodeTextSchema, '   ').success).toBe(false);
  });
});
