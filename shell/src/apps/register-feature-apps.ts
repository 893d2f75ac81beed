import { getAppNames, registerApplication } from 'single-spa';
import { appsWithPages, pageOwner, slotId } from './feature-apps';
import { loadFeatureApp } from './load-feature-app';
import { nextTask } from '../next-task';
import { featureRemotes, rereadRemotesMap } from './remotes';

/**
 * Each feature app showing pages is active on its routes (locale prefix stripped by the route table) and mounts
 * into its slot. Called again after the routes change: an app deployed since (a new team's) is registered then.
 */
export function registerFeatureApps(): void {
  const registered = new Set(getAppNames());
  for (const app of appsWithPages().filter((name) => !registered.has(name))) {
    registerApplication({
      name: app,
      app: () => loadFeatureApp(app),
      activeWhen: (location) => pageOwner(location.pathname) === app,
      customProps: () => ({ domElement: document.getElementById(slotId(app))! }),
    });
  }
}

/**
 * Reads what is deployed anew, composing the routes again and registering an app that came since: an address the
 * routes did not know may be a page deployed after this page was opened. A failed read keeps the routes known.
 */
export async function catchUpWithDeployments(): Promise<void> {
  rereadRemotesMap();
  try {
    await featureRemotes();
    // The layout draws a new app's slot from the routes just composed: single-spa mounts it there once drawn.
    await nextTask();
    registerFeatureApps();
  } catch (error) {
    console.warn('The remotes map could not be read again', error);
  }
}
