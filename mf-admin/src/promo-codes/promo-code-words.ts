import { parisDay } from '@lemon/shared';
import type { Locale } from '@lemon/shared/locales';
import type { StaffPromoCode } from '@lemon/staff-contract';
import type { TFunction } from 'i18next';
import { formatDayOfTheYear } from '@lemon/shop-format';
import { lastDayOf } from './promo-code-values';

/** Where a code stands today, as the list says it. */
export type PromoCodeState = 'active' | 'disabled' | 'scheduled' | 'ended' | 'usedUp';

export function promoCodeStateOf(promo: StaffPromoCode, now = new Date()): PromoCodeState {
  if (promo.disabled_at) return 'disabled';
  if (promo.starts_at && Date.parse(promo.starts_at) > now.getTime()) return 'scheduled';
  if (promo.ends_at && Date.parse(promo.ends_at) <= now.getTime()) return 'ended';
  if (promo.usage_limit !== null && promo.times_used >= promo.usage_limit) return 'usedUp';
  return 'active';
}

/** Euros as the owner says them, in the shop's French format: "50 €", "12,50 €". */
export function amountInWords(cents: number): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** A code's rule in one sentence: "10 % dès 50 €, jusqu’au 31 décembre". */
export function promoCodeInWords(promo: StaffPromoCode, t: TFunction, locale: Locale, now = new Date()): string {
  const discount =
    promo.kind === 'percentage'
      ? t('promoCodes.words.percentage', { value: promo.value })
      : t('promoCodes.words.fixed', { amount: amountInWords(promo.value) });
  const minimum = promo.minimum_amount ? ` ${t('promoCodes.words.minimum', { amount: amountInWords(promo.minimum_amount) })}` : '';
  const start = promo.starts_at && formatDayOfTheYear(parisDay(new Date(promo.starts_at)), locale, now);
  const end = promo.ends_at && formatDayOfTheYear(lastDayOf(promo.ends_at), locale, now);
  const period =
    start && end
      ? t('promoCodes.words.between', { start, end })
      : start
        ? t('promoCodes.words.from', { start })
        : end
          ? t('promoCodes.words.until', { end })
          : '';
  return [`${discount}${minimum}`, period].filter(Boolean).join(', ');
}

/** How many paid orders used it: "Utilisé 3 fois sur 100". */
export const usesInWords = (promo: StaffPromoCode, t: TFunction) =>
  promo.usage_limit === null
    ? t('promoCodes.uses', { count: promo.times_used })
    : t('promoCodes.usesOf', { count: promo.times_used, limit: promo.usage_limit });
