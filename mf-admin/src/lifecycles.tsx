import { createFeatureAppLifecycles } from '@lemon/kit';
import { adminTranslations } from './i18n';
import { AdminRoutes } from './routes';

// The app's only public entry: the shell mounts it on the back office's routes, for the staff only.
export const { bootstrap, mount, unmount } = createFeatureAppLifecycles({
  name: 'admin',
  buildId: String(process.env.BUILD_ID), // set by the build
  translations: adminTranslations,
  Routes: AdminRoutes,
});
