import type { RouteName } from '@lemon/shared/routes';
import type { StaffDutyName } from '@lemon/staff-contract';
import { catalogueRoutes } from '../catalogue/catalogue-pages';

/**
 * The back office's sections, in the menu's order, each with the duty it is part of: who may do what is the API's
 * table (`GET /api/staff/duties`), so a section shows to whoever's role has its duty.
 */
export const sections = [
  { route: 'adminToday', texts: 'today', duty: 'orders' },
  { route: 'adminOrders', texts: 'orders', duty: 'orders' },
  { route: 'adminStock', texts: 'stock', duty: 'stock' },
  { route: 'adminMessages', texts: 'messages', duty: 'messages' },
  { route: 'adminProducts', texts: 'catalogue', duty: 'catalogue' },
  { route: 'adminPromoCodes', texts: 'promoCodes', duty: 'promo_codes' },
  { route: 'adminAccounting', texts: 'accounting', duty: 'accounting' },
  { route: 'adminCustomers', texts: 'customers', duty: 'customers' },
  { route: 'adminJournal', texts: 'journal', duty: 'audit' },
  { route: 'adminTeam', texts: 'team', duty: 'team' },
] as const satisfies readonly { route: RouteName; texts: string; duty: StaffDutyName }[];

export type Section = (typeof sections)[number];

/** The route a section's menu entry opens, for each route part of it (an order's page is part of the orders). */
function sectionRoute(route: RouteName | undefined): RouteName | undefined {
  if (route === 'adminOrder') return 'adminOrders';
  return route && catalogueRoutes.includes(route) ? 'adminProducts' : route;
}

/** The section a back-office route is part of. */
export const sectionOf = (route: RouteName | undefined): Section | undefined =>
  sections.find((section) => section.route === sectionRoute(route));
