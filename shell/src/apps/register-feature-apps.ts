import { registerApplication } from 'single-spa';
import { featureAppNames } from '@lemon/shared';
import { pageOwner, slotId } from './feature-apps';
import { loadFeatureApp } from './load-feature-app';

/** Each feature app is active on its routes (locale prefix stripped by the route table) and mounts into its slot. */
export function registerFeatureApps(): void {
  for (const app of featureAppNames) {
    registerApplication({
      name: app,
      app: () => loadFeatureApp(app),
      activeWhen: (location) => pageOwner(location.pathname) === app,
      customProps: () => ({ domElement: document.getElementById(slotId(app))! }),
    });
  }
}
