import type { Migration } from 'kysely';
import * as catalogue from './2026-11-22T1600-catalogue';
import * as customers from './2026-11-22T1610-customers';
import * as cartsAndOrders from './2026-11-22T1620-carts-and-orders';
import * as notificationsAndContact from './2026-11-22T1630-notifications-and-contact';

/** Every migration by name; names sort in the order they run. Listed, not globbed, so the server bundle holds them. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T1600-catalogue': catalogue,
  '2026-11-22T1610-customers': customers,
  '2026-11-22T1620-carts-and-orders': cartsAndOrders,
  '2026-11-22T1630-notifications-and-contact': notificationsAndContact,
};
