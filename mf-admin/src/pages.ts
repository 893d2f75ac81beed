import { definePages } from '@lemon/app-protocol';

const staffPage = (path: string) => ({ path, access: 'staff' }) as const;

/** The back office's pages, for the staff alone: this app's build publishes them, and the shop routes their addresses to it. */
export const adminPages = definePages({
  adminToday: staffPage('gestion'),
  adminOrders: staffPage('gestion/commandes'),
  adminOrder: staffPage('gestion/commandes/:reference'),
  adminStock: staffPage('gestion/stock'),
  adminPromoCodes: staffPage('gestion/codes-promo'),
  adminMessages: staffPage('gestion/messages'),
  adminAccounting: staffPage('gestion/comptabilite'),
  adminJournal: staffPage('gestion/journal'),
  adminProducts: staffPage('gestion/produits'),
  adminProduct: staffPage('gestion/produits/:id'),
  adminCategories: staffPage('gestion/categories'),
  adminRecipes: staffPage('gestion/recettes'),
  adminHomePage: staffPage('gestion/page-accueil'),
  adminSearchSynonyms: staffPage('gestion/synonymes'),
  adminTeam: staffPage('gestion/equipe'),
  adminCustomers: staffPage('gestion/clients'),
});
