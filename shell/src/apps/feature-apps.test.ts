import { localizedRoutes, unprefixedRoutes, type RouteName } from '@lemon/shared';
import { describe, expect, it } from 'vitest';
import { featureAppNames, featureApps, pageOwner } from './feature-apps';

describe('route ownership', () => {
  const allRoutes = [...Object.keys(localizedRoutes), ...Object.keys(unprefixedRoutes)] as RouteName[];

  it('gives every route but home to exactly one feature app', () => {
    for (const route of allRoutes.filter((name) => name !== 'home')) {
      const owners = featureAppNames.filter((app) => (featureApps[app] as readonly RouteName[]).includes(route));
      expect(owners, route).toHaveLength(1);
    }
  });

  it('finds the owner of a pathname', () => {
    expect(pageOwner('/fr/produit/limoncello')).toBe('catalog');
    expect(pageOwner('/en/panier')).toBe('cart');
    expect(pageOwner('/it/mon-compte')).toBe('account');
    expect(pageOwner('/verify-email/1/abc')).toBe('account');
    expect(pageOwner('/fr/cgv')).toBe('content');
  });

  it('leaves home and unknown pages to the shell', () => {
    expect(pageOwner('/fr')).toBe('shell');
    expect(pageOwner('/fr/nowhere')).toBe('shell');
  });
});
