import { composeRoutes, type PageDeclaration } from '@lemon/app-protocol';
import { tablePagesOf } from '@lemon/shared';
import { describe, expect, it } from 'vitest';
import { linkedPages } from '../api/src/pages/linked-pages';
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

  it('give the pages the API links to (mails, redirects) the addresses the API writes', () => {
    const { table } = composeRoutes([['shell', shellPages], ...Object.entries(declared)]);
    for (const [name, linked] of Object.entries<PageDeclaration>(linkedPages)) {
      const page = table.page(name);
      expect(page, `no app declares ${name}, which the API links to`).toBeDefined();
      expect({ path: page!.path, unprefixed: page!.unprefixed ?? false }, name).toEqual({
        path: linked.path,
        unprefixed: linked.unprefixed ?? false,
      });
    }
  });

  // Until every deployed build publishes its pages, the shop routes a build without them by the spec's table.
  it('are the pages the spec’s table gives each app, so a build without them is routed alike', () => {
    for (const [app, pages] of Object.entries(declared)) expect(pages, app).toEqual(tablePagesOf(app));
  });
});
