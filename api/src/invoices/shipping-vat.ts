import { splitInProportion } from './proportional-split';

/**
 * The delivery costs' VAT follows the goods they carry (French practice, BOFiP BOI-TVA-BASE-10-10-10): all at
 * the goods' rate when there is one, else split among the rates in proportion to the goods' amounts at each.
 * `goodsByRate`: what the goods cost at each rate (VAT included, after the discount). Answers the delivery
 * costs at each rate, to the cent.
 */
export function shippingByRate(shipping: number, goodsByRate: ReadonlyMap<number, number>): Map<number, number> {
  const rates = [...goodsByRate.keys()];
  if (rates.length === 0) throw new Error('Delivery costs with no goods have no VAT rate');
  const paidGoods = new Map([...goodsByRate].filter(([, amount]) => amount > 0));
  // Goods all given away by a discount: the costs follow the highest rate of what was carried.
  if (paidGoods.size === 0) return splitInProportion(shipping, new Map([[Math.max(...rates), 1]]));
  return splitInProportion(shipping, paidGoods);
}
