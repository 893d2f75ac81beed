import { formatPrice } from '@lemon/kit';
import type { Locale } from '@lemon/shared/locales';
import { carriers, isCarrier, shopActorEmail, type AuditEntry } from '@lemon/staff-contract';
import type { TFunction } from 'i18next';
import { formatMoment } from '@lemon/shop-format';

// An entry in the owner's words. The log grows actions as the back office grows: one not named in the texts
// still reads "Marie changed order A1B2C3", with its before and after below.

const known = <Key extends string>(t: TFunction, key: Key) => t(key, { defaultValue: '' }) !== '';

/** Who did it: their name, or their e-mail address once their account is gone; the shop, for what it did by itself. */
export const actorOf = (t: TFunction, entry: AuditEntry) =>
  entry.actor_name ?? (entry.actor_email === shopActorEmail ? t('journal.shop') : t('journal.formerStaff', { email: entry.actor_email }));

/** What names a record better than its number, when the entry says it: a promo code's code, a product's name. */
const namingField: Partial<Record<AuditEntry['subject_type'], string>> = {
  promo_code: 'code',
  product: 'label',
  product_category: 'label',
  recipe: 'label',
};

/** The record in words: "la commande A1B2C3", "le code promo NOEL-10", "le produit « Liqueur de citron »". */
function recordOf(t: TFunction, entry: AuditEntry): string {
  const field = namingField[entry.subject_type];
  const name = (field && (entry.after?.[field] ?? entry.before?.[field])) || entry.subject_name;
  const id = typeof name === 'string' ? name : entry.subject_id;
  const namedKey = `journal.records.${entry.subject_type}_named`;
  if (typeof name === 'string' && known(t, namedKey)) return t(namedKey, { id });
  const key = `journal.records.${entry.subject_type}`;
  return t(known(t, key) ? key : 'journal.records.other', { id });
}

const carrierName = (t: TFunction, carrier: string) => (isCarrier(carrier) && carriers[carrier].name) || t('journal.otherCarrier');

/** The parcel a sent order left with: "Colissimo 6A123…". */
function parcelOf(t: TFunction, fields: Record<string, unknown> | null): string | undefined {
  const carrier = fields?.carrier;
  const number = fields?.tracking_number;
  if (typeof carrier !== 'string' && typeof number !== 'string') return undefined;
  const name = typeof carrier === 'string' ? carrierName(t, carrier) : undefined;
  return [name, typeof number === 'string' ? number : undefined].filter(Boolean).join(' ');
}

/** The amount a refund gave back, when its entry says it. */
function refundedAmount(entry: AuditEntry): number | undefined {
  const refund = entry.after?.refund;
  const amount = typeof refund === 'object' && refund !== null ? (refund as { amount?: unknown }).amount : undefined;
  return typeof amount === 'number' ? amount : undefined;
}

/** "Marie a marqué la commande A1B2C3 comme expédiée (Colissimo 6A123…)", "Marie a remboursé 12,50 € sur la commande …". */
export function sentenceOf(t: TFunction, entry: AuditEntry): string {
  const amount = entry.action === 'order.refunded' ? refundedAmount(entry) : undefined;
  const key = amount === undefined ? `journal.actions.${entry.action}` : 'journal.actions.order.refunded_amount';
  const sentence = t(known(t, key) ? key : 'journal.actions.other', {
    actor: actorOf(t, entry),
    record: recordOf(t, entry),
    ...(amount === undefined ? {} : { amount: formatPrice(amount) }),
  });
  const parcel = entry.action === 'order.sent' ? parcelOf(t, entry.after) : undefined;
  return parcel ? `${sentence} (${parcel})` : sentence;
}

const moneyFields = new Set(['refunded', 'amount', 'total', 'subtotal', 'discount', 'shipping_cost', 'minimum_amount', 'price']);
/** Names of a kind of value (`status: paid`), translated under `journal.<texts>`. */
const namedValues: Record<string, string> = { status: 'statuses', kind: 'promoKinds', state: 'messageStates', role: 'roles' };

/** A field's value in words: a status, an amount, yes or no, a date; `fields`: the record's others. */
function valueOf(t: TFunction, locale: Locale, field: string, value: unknown, fields: Record<string, unknown> = {}): string {
  if (value === null || value === undefined || value === '') return t('journal.nothing');
  if (typeof value === 'boolean') return t(value ? 'journal.yes' : 'journal.no');
  const names = namedValues[field];
  if (names && typeof value === 'string' && known(t, `journal.${names}.${value}`)) return t(`journal.${names}.${value}`);
  if (field === 'carrier' && typeof value === 'string') return carrierName(t, value);
  // A promo code's value is a percentage or an amount, as its kind says.
  if (field === 'value' && typeof value === 'number' && fields.kind === 'percentage') return `${value} %`;
  const isMoney = moneyFields.has(field) || (field === 'value' && fields.kind === 'fixed');
  if (isMoney && typeof value === 'number' && Number.isInteger(value)) return formatPrice(value);
  if (field.endsWith('_at') && typeof value === 'string' && !Number.isNaN(Date.parse(value))) return formatMoment(value, locale);
  // A list of references (the orders an erasure cancelled): one after the other, "aucune" when empty.
  if (Array.isArray(value))
    return value.length === 0 ? t('journal.nothing') : value.map((item) => valueOf(t, locale, field, item)).join(', ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${labelOf(t, key)} : ${valueOf(t, locale, key, inner, value as Record<string, unknown>)}`)
      .join(', ');
  return String(value);
}

/** A field's name in words; one the texts do not name yet is shown as written, its underscores as spaces. */
function labelOf(t: TFunction, field: string): string {
  const key = `journal.fields.${field}`;
  return known(t, key) ? t(key) : field.replaceAll('_', ' ');
}

export interface FieldChange {
  field: string;
  label: string;
  /** Undefined: the record did not have it (created), or no longer has it (deleted). */
  before?: string;
  after?: string;
}

/** The fields the entry is about, each with its value before and after, in words. */
export function changesOf(t: TFunction, locale: Locale, entry: AuditEntry): FieldChange[] {
  // A record's id is already in the sentence.
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter((field) => field !== 'id');
  return fields.map((field) => ({
    field,
    label: labelOf(t, field),
    ...(entry.before ? { before: valueOf(t, locale, field, entry.before[field], entry.before) } : {}),
    ...(entry.after ? { after: valueOf(t, locale, field, entry.after[field], entry.after) } : {}),
  }));
}
