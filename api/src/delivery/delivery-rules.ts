// The shop's delivery fees, in one place: the shipping-rates call answers them, and the checkout will charge them.
import { freeDeliveryFromCents, homeDeliveryCents, type DeliveryMethod } from '@lemon/orders-contract';
import { deliveryZoneOf, type DeliveryZone } from '../countries/delivery-zones';

/** Collecting the order in the shop, in Menton. */
export const pickupCents = 0;

const shippingFees: Record<DeliveryZone, number> = homeDeliveryCents;

/** Where home delivery is free from `freeDeliveryFromCents` (99 €) of purchases. */
const freeDeliveryZones: ReadonlySet<DeliveryZone> = new Set(['france_monaco']);

/**
 * What home delivery costs to a zone for this amount of purchases (cents, after the discount: a cart's
 * `total`): free in France and Monaco from `freeDeliveryFromCents`, the zone's fee otherwise.
 */
export function shippingCost(zone: DeliveryZone, amount: number): number {
  return freeDeliveryZones.has(zone) && amount >= freeDeliveryFromCents ? 0 : shippingFees[zone];
}

/** A way of delivery's cost; home delivery also says from how much it is free (null where it never is). */
export type DeliveryRate =
  { method: 'shipping'; cost: number; free_from: number | null } | { method: Exclude<DeliveryMethod, 'shipping'>; cost: number };

/** What each way of delivery costs to this country for this amount of purchases; undefined where the shop does not deliver. */
export function deliveryRates(country: string, amount: number): DeliveryRate[] | undefined {
  const zone = deliveryZoneOf(country);
  if (!zone) return undefined;
  return [
    { method: 'shipping', cost: shippingCost(zone, amount), free_from: freeDeliveryZones.has(zone) ? freeDeliveryFromCents : null },
    { method: 'pickup', cost: pickupCents },
  ];
}
