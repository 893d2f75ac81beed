// The promo code form in the owner's words (euros, days) and the contract's payload (cents, moments): the form
// checks its values by turning them into the payload and checking that with the contract's own schema.
import { parisDay, z } from '@lemon/shared';
import { promoCodePayloadSchema, type PromoCodePayload } from '@lemon/orders-contract';
import type { StaffPromoCode } from '@lemon/staff-contract';
import { centsFromText, eurosText } from '../ui/euros';
import { hourInParis } from '@lemon/shop-format';

/** What the form's fields hold: texts as typed, days as `YYYY-MM-DD` (the last day included). */
export interface PromoCodeFormValues {
  code: string;
  kind: 'percentage' | 'fixed';
  value: string;
  minimum_amount: string;
  starts_at: string;
  ends_at: string;
  usage_limit: string;
}

export const emptyPromoCodeForm: PromoCodeFormValues = {
  code: '',
  kind: 'percentage',
  value: '',
  minimum_amount: '',
  starts_at: '',
  ends_at: '',
  usage_limit: '',
};

/** The moment a day starts in Menton (`2026-12-01` → `2026-12-01T00:00:00+01:00`); Paris changes hour at 2 or 3 a.m., never at midnight. */
export function dayStart(day: string): string | undefined {
  for (const offset of ['+01:00', '+02:00']) {
    const moment = `${day}T00:00:00${offset}`;
    const date = new Date(moment);
    if (!Number.isNaN(date.getTime()) && parisDay(date) === day && hourInParis(date) === '00') return moment;
  }
  return undefined;
}

const nextDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** The last day a code applies, in Menton: the day before the moment it ends (it ends at that day's midnight). */
export const lastDayOf = (endsAt: string) => parisDay(new Date(Date.parse(endsAt) - 1));

/** A number as typed ("10", "12,5"), or undefined when nothing is; NaN when it is no number (the contract says "invalid"). */
const typedNumber = (text: string) => {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};
const dayMoment = (day: string, end = false) => (day === '' ? null : (dayStart(end ? nextDay(day) : day) ?? day));

/** The payload the form's values make. */
export function toPayload(values: PromoCodeFormValues): PromoCodePayload {
  return {
    code: values.code,
    kind: values.kind,
    value: (values.kind === 'fixed' ? centsFromText(values.value) : typedNumber(values.value)) as number,
    minimum_amount: centsFromText(values.minimum_amount) ?? null,
    starts_at: dayMoment(values.starts_at),
    ends_at: dayMoment(values.ends_at, true),
    usage_limit: typedNumber(values.usage_limit) ?? null,
  };
}

/** The form filled with a code as it is, to edit it. */
export function toFormValues(promo: StaffPromoCode): PromoCodeFormValues {
  return {
    code: promo.code,
    kind: promo.kind,
    value: promo.kind === 'fixed' ? eurosText(promo.value) : String(promo.value),
    minimum_amount: promo.minimum_amount === null ? '' : eurosText(promo.minimum_amount),
    starts_at: promo.starts_at ? parisDay(new Date(promo.starts_at)) : '',
    ends_at: promo.ends_at ? lastDayOf(promo.ends_at) : '',
    usage_limit: promo.usage_limit === null ? '' : String(promo.usage_limit),
  };
}

/** A code's text as the owner may type it, spaces aside; the contract's own check speaks of a cart ("cannot be added"). */
const codeText = z.string().check(z.refine((code) => /^[A-Za-z0-9-]*$/.test(code.replace(/\s+/g, '')), { params: { code: 'invalid' } }));

/** The form's check: its values made into the payload, checked by the contract's schema (the same codes, the same fields). */
export const promoCodeFormSchema = z.pipe(
  z.pipe(
    z.object({
      code: codeText,
      kind: z.enum(['percentage', 'fixed']),
      value: z.string(),
      minimum_amount: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
      usage_limit: z.string(),
    }),
    z.transform(toPayload),
  ),
  promoCodePayloadSchema,
);
