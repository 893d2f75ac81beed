// @vitest-environment jsdom
import type { Locale } from '@lemon/shared';
import { freeDeliveryFromCents } from '@lemon/orders-contract';
import { cleanup, screen } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInScope } from '../testing/render-in-scope';
import { FreeDeliveryProgress } from './free-delivery-progress';

/** The message and the bar, for a cart whose total is `total` cents, in `locale`; spaces as the eye reads them. */
async function progressFor(total: number, locale: Locale) {
  await renderInScope(<FreeDeliveryProgress total={total} />, { scope: fork(), locale });
  const bar = screen.getByRole('progressbar');
  const label = document.getElementById(bar.getAttribute('aria-labelledby')!);
  const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
  return {
    message: spaced(label?.textContent),
    now: Number(bar.getAttribute('aria-valuenow')),
    max: Number(bar.getAttribute('aria-valuemax')),
    valueText: spaced(bar.getAttribute('aria-valuetext')),
  };
}

/** What the shopper reads, in French and in one other language. */
const expected = {
  fr: {
    missing: (amount: string) => `Plus que ${amount} pour profiter de la livraison offerte en France et à Monaco`,
    reached: 'La livraison est offerte en France et à Monaco',
    of: 'sur',
  },
  en: {
    missing: (amount: string) => `${amount} more for free delivery in France and Monaco`,
    reached: 'Delivery is free in France and Monaco',
    of: 'of',
  },
};

afterEach(cleanup);

it('is reckoned from 99 €', () => {
  expect(freeDeliveryFromCents).toBe(99_00);
});

describe.each(['fr', 'en'] as const)('the way to free delivery, in %s', (locale) => {
  const { missing, reached, of } = expected[locale];

  it('says what is missing below the threshold, over a bar filled as far as the total', async () => {
    expect(await progressFor(45_00, locale)).toEqual({
      message: missing('54,00 €'),
      now: 45_00,
      max: 99_00,
      valueText: `45,00 € ${of} 99,00 €`,
    });
    cleanup();
    expect(await progressFor(98_99, locale)).toMatchObject({ message: missing('0,01 €'), now: 98_99 });
  });

  it('says delivery is free at the threshold', async () => {
    expect(await progressFor(99_00, locale)).toEqual({ message: reached, now: 99_00, max: 99_00, valueText: `99,00 € ${of} 99,00 €` });
  });

  it('says delivery is free above the threshold, the bar full', async () => {
    expect(await progressFor(150_00, locale)).toEqual({ message: reached, now: 99_00, max: 99_00, valueText: `99,00 € ${of} 99,00 €` });
  });
});

it('starts from an empty bar (in Italian)', async () => {
  expect(await progressFor(0, 'it')).toMatchObject({ message: 'Ancora 99,00 € per la consegna gratuita in Francia e a Monaco', now: 0 });
});
