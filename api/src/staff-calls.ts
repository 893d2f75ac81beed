// The back office's calls (`/api/staff/…` and the spec's staff calls), one line each: the staff's own sign-in, then
// each desk. docs/api-and-data.md says which folder a staff endpoint goes in.
import type { FastifyInstance } from 'fastify';
import { journalRoutes } from './staff-journal/journal.routes';
import type { Config } from './config/config';
import { staffMessageRoutes } from './contacts/staff-messages.routes';
import { staffCustomerRoutes } from './customers/staff-customers.routes';
import { homePageRoutes } from './home-page/home-page.routes';
import { promoCodeRoutes } from './promo/promo-codes.routes';
import { refundRoutes } from './refunds/refunds.routes';
import { searchSynonymRoutes } from './search/search-synonyms.routes';
import { searchesMadeRoutes } from './search/searches-made.routes';
import { secondFactorRoutes } from './staff/second-factor.routes';
import { staffCategoryRoutes } from './staff-catalog/staff-categories.routes';
import { staffProductRoutes } from './staff-catalog/staff-products.routes';
import { staffRecipeRoutes } from './staff-catalog/staff-recipes.routes';
import { staffOrderRoutes } from './staff-orders/staff-orders.routes';
import { staffStockRoutes } from './stock/staff-stock.routes';
import { teamRoutes } from './team/team.routes';
import { todayRoutes } from './today/today.routes';

export async function registerStaffCalls(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(secondFactorRoutes);
  await app.register(todayRoutes);
  await app.register(staffOrderRoutes);
  await app.register(refundRoutes);
  await app.register(staffStockRoutes);
  await app.register(staffMessageRoutes);
  await app.register(staffProductRoutes, { photosDir: config.photosDir });
  await app.register(staffCategoryRoutes);
  await app.register(staffRecipeRoutes);
  await app.register(homePageRoutes);
  await app.register(searchSynonymRoutes);
  await app.register(searchesMadeRoutes);
  await app.register(promoCodeRoutes);
  await app.register(staffCustomerRoutes);
  await app.register(teamRoutes);
  await app.register(journalRoutes);
}
