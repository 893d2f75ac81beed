import { createFeatureAppLifecycles } from '@lemon/kit';
import { startFromSentContactForm } from './contact/sent-contact-form';
import { loadContentTexts } from './i18n/load';
import { ContentRoutes } from './routes';

// The app's only public entry: the shell mounts it on its routes.
export const { bootstrap, mount, unmount } = createFeatureAppLifecycles({
  name: 'content',
  buildId: String(process.env.BUILD_ID), // set by the build
  translations: loadContentTexts,
  Routes: ContentRoutes,
  startsFrom: startFromSentContactForm,
});
