import { createFeatureAppLifecycles } from '@lemon/kit';
import { accountTranslations } from './i18n';
import { AccountRoutes } from './routes';

// The app's only public entry: the shell mounts it on its routes.
export const { bootstrap, mount, unmount } = createFeatureAppLifecycles({
  name: 'account',
  buildId: String(process.env.BUILD_ID), // set by the build
  translations: accountTranslations,
  Routes: AccountRoutes,
});
