import { composeRoutes } from '@lemon/app-protocol';
import { featureAppNames, tablePagesOf } from '@lemon/shared';
import { describe, expect, it } from 'vitest';
import { accountPages } from '../mf-account/src/pages';
import { adminPages } from '../mf-admin/src/pages';
import { cartPages } from '../mf-cart/src/pages';
import { catalogPages } from '../mf-catalog/src/pages';
import { contentPages } from '../mf-content/src/pages';
import { shellPages } from '../shell/src/apps/shell-pages';

const declared = { catalog: catalogPages, cart: cartPages, account: accountPages, content: contentPages, admin: adminPages };

describe('the pages the apps declare', () => {
  it('compose without a clash of names or addresses', () => {
    const { table, refused } = composeRoutes([['shell', shellPages], ...Object.entries(declared)]);
    expect(refused).toEqual([]);
    expect(table.page('home')?.app).toBe('shell');
  });

  // Until every deployed build publishes its pages, the shop routes a build without them by the spec's table.
  it('are the pages the spec’s table gives each app, so a build without them is routed alike', () => {
    for (const app of featureAppNames) expect(declared[app], app).toEqual(tablePagesOf(app));
  });
});
