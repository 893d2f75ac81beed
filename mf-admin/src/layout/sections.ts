import type { LocalizedRouteName } from '@lemon/shared/routes';
import { catalogueRoutes } from '../catalogue/catalogue-pages';

/** The back office's sections, in the menu's order; the owner's alone are hidden from a helper. */
export const sections = [
  { route: 'adminToday', texts: 'today', ownerOnly: false },
  { route: 'adminOrders', texts: 'orders', ownerOnly: false },
  { route: 'adminStock', texts: 'stock', ownerOnly: false },
  { route: 'adminMessages', texts: 'messages', ownerOnly: false },
  { route: 'adminProducts', texts: 'catalogue', ownerOnly: true },
  { route: 'adminPromoCodes', texts: 'promoCodes', ownerOnly: true },
  { route: 'adminAccounting', texts: 'accounting', ownerOnly: true },
  { route: 'adminJournal', texts: 'journal', ownerOnly: true },
] as const satisfies readonly { route: LocalizedRouteName; texts: string; ownerOnly: boolean }[];

export type Section = (typeof sections)[number];

/** The route a section's menu entry opens, for each route part of it (an order's page is part of the orders). */
function sectionRoute(route: LocalizedRouteName | undefined): LocalizedRouteName | undefined {
  if (route === 'adminOrder') return 'adminOrders';
  return route && catalogueRoutes.includes(route) ? 'adminProducts' : route;
}

/** The section a back-office route is part of. */
export const sectionOf = (route: LocalizedRouteName | undefined): Section | undefined =>
  sections.find((section) => section.route === sectionRoute(route));
