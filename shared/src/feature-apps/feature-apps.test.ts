import { describe, expect, it } from 'vitest';
import { localizedRoutes, unprefixedRoutes, type RouteName } from '../routes/routes';
import { featureAppNames, featureApps } from './feature-apps';

describe('the feature apps', () => {
  const allRoutes = [...Object.keys(localizedRoutes), ...Object.keys(unprefixedRoutes)] as RouteName[];

  it('give every route but home to exactly one app', () => {
    for (const route of allRoutes.filter((name) => name !== 'home')) {
      const owners = featureAppNames.filter((app) => (featureApps[app] as readonly RouteName[]).includes(route));
      expect(owners, route).toHaveLength(1);
    }
  });
});
