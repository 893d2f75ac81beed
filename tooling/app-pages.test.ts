import { composeRoutes, type PageDeclaration } from '@lemon/app-protocol';
import { describe, expect, it } from 'vitest';
import { linkedPages } from '../api/src/pages/linked-pages';
import { workspacePages } from './workspace-pages';

describe('the pages the apps declare', () => {
  it('compose without a clash of names or addresses', async () => {
    const { table, refused } = composeRoutes(await workspacePages());
    expect(refused).toEqual([]);
    expect(table.page('home')?.app).toBe('shell');
    expect(table.apps()).toEqual(['account', 'admin', 'cart', 'catalog', 'content', 'shell']);
  });

  it('give the pages the API links to (mails, redirects) the addresses the API writes', async () => {
    const { table } = composeRoutes(await workspacePages());
    for (const [name, linked] of Object.entries<PageDeclaration>(linkedPages)) {
      const page = table.page(name);
      expect(page, `no app declares ${name}, which the API links to`).toBeDefined();
      expect({ path: page!.path, unprefixed: page!.unprefixed ?? false }, name).toEqual({
        path: linked.path,
        unprefixed: linked.unprefixed ?? false,
      });
    }
  });
});
