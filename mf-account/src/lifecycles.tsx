import { createFeatureAppLifecycles } from '@lemon/kit';
import { loadAccountTexts } from './i18n/load';
import { AccountRoutes } from './routes';

// The app's only public entry: the shell mounts it on its routes.
export const { bootstrap, mount, unmount } = createFeatureAppLifecycles({
  name: 'account',
  buildId: String(process.env.BUILD_ID), // set by the build
  translations: loadAccountTexts,
  Routes: AccountRoutes,
});
