import type { LocalizedRouteName } from '@lemon/shared/routes';

/** The back office's sections, in the menu's order; the owner's alone are hidden from a helper. */
export const sections = [
  { route: 'adminToday', texts: 'today', ownerOnly: false },
  { route: 'adminOrders', texts: 'orders', ownerOnly: false },
  { route: 'adminStock', texts: 'stock', ownerOnly: false },
  { route: 'adminMessages', texts: 'messages', ownerOnly: false },
  { route: 'adminPromoCodes', texts: 'promoCodes', ownerOnly: true },
  { route: 'adminAccounting', texts: 'accounting', ownerOnly: true },
  { route: 'adminJournal', texts: 'journal', ownerOnly: true },
] as const satisfies readonly { route: LocalizedRouteName; texts: string; ownerOnly: boolean }[];

export type Section = (typeof sections)[number];

/** The section a back-office route is part of (an order's page is part of the orders). */
export const sectionOf = (route: LocalizedRouteName | undefined): Section | undefined =>
  sections.find((section) => section.route === (route === 'adminOrder' ? 'adminOrders' : route));
