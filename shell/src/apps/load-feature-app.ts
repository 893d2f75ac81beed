import type { FeatureAppLifecycles } from '@lemon/app-protocol';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { containFailures, unavailableApp } from './contain-failures';
import { featureRemotes } from './remotes';

/**
 * Loads a feature app's lifecycles. A failed load comes back as the fallback's lifecycles (see
 * federation-plugins.ts); whatever else fails, the app's slot gets the fallback and the page lives on.
 */
export async function loadFeatureApp(app: string): Promise<FeatureAppLifecycles> {
  try {
    await featureRemotes();
    const lifecycles = await loadRemote<FeatureAppLifecycles>(`${app}/lifecycles`);
    if (!lifecycles?.mount) throw new Error(`${app}/lifecycles exposes no single-spa lifecycles`);
    return containFailures(app, lifecycles);
  } catch (error) {
    return unavailableApp(app, error);
  }
}
