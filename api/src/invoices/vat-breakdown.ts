import type { VatRate } from '../database/column-types';
import { splitInProportion } from './proportional-split';
import { shippingByRate } from './shipping-vat';

/** What a document charges at one VAT rate: VAT included, excluded, and the VAT, in cents (`excluded + vat = included`). */
export interface VatLine {
  rate: VatRate;
  included: number;
  excluded: number;
  vat: number;
}

export interface ChargedGoods {
  /** What each line costs, VAT included: its unit price times its quantity. */
  lines: { amount: number; rate: VatRate }[];
  /** Taken off the goods, VAT included. */
  discount: number;
  /** Delivery costs, VAT included. */
  shipping: number;
}

/** The part of a price, VAT included, that excludes the VAT, to the nearest cent. */
export const excludingVat = (included: number, rate: VatRate) => Math.round((included * 10_000) / (10_000 + rate));

/** A total per rate, VAT included, as its base and VAT: computed from the total, so they add up to it. */
export const vatLineOf = (rate: VatRate, included: number): VatLine => {
  const excluded = excludingVat(included, rate);
  return { rate, included, excluded, vat: included - excluded };
};

/** Amounts per rate, VAT included, as VAT lines, highest rate first. */
export const vatLinesOf = (byRate: ReadonlyMap<VatRate, number>): VatLine[] =>
  [...byRate].sort(([a], [b]) => b - a).map(([rate, included]) => vatLineOf(rate, included));

/**
 * An order's amounts per VAT rate: the goods at each rate, less the discount in proportion to them, plus
 * their share of the delivery costs; each rate's base and VAT computed from its total, so the lines add up to
 * the order's total to the cent.
 */
export function vatBreakdown({ lines, discount, shipping }: ChargedGoods): VatLine[] {
  const goodsByRate = new Map<VatRate, number>();
  for (const { amount, rate } of lines) goodsByRate.set(rate, (goodsByRate.get(rate) ?? 0) + amount);
  const discountByRate = splitInProportion(discount, goodsByRate);
  const netGoodsByRate = new Map([...goodsByRate].map(([rate, amount]) => [rate, amount - discountByRate.get(rate)!]));
  const shippingShares = shipping === 0 ? new Map<VatRate, number>() : shippingByRate(shipping, netGoodsByRate);
  return vatLinesOf(new Map([...netGoodsByRate].map(([rate, amount]) => [rate, amount + (shippingShares.get(rate) ?? 0)])));
}
