import type { PageRequest } from '@lemon/app-protocol/render';
import { createFeatureAppServerRender, type VisitorsOwn } from '@lemon/kit/server-render';
import { $sentContactForm, sentContactFormKey } from './contact/sent-contact-form';
import { HomeAbout } from './home-about/home-about';
import { contentTranslations } from './i18n';
import { pageHeads } from './page-heads';
import { ContentRoutes } from './routes';

/** The contact page drawn back with the form the visitor sent without scripts and the server refused. */
async function sentContactForm({ page, sentForm }: PageRequest): Promise<VisitorsOwn | undefined> {
  if (page?.name !== 'contact' || !sentForm) return undefined;
  return {
    values: [[$sentContactForm, sentForm]],
    state: { [sentContactFormKey]: { params: undefined, status: 'ready', data: sentForm } },
  };
}

// What the shop's server draws of this app before any script runs: its pages, and the home page's about section.
export const { serverRenderVersion, buildId, render } = createFeatureAppServerRender({
  name: 'content',
  buildId: String(process.env.BUILD_ID), // set by the build
  pageHeads,
  drawing: { translations: contentTranslations, Routes: ContentRoutes },
  fragments: { 'home-about': { loaders: [], fragments: { HomeAbout } } },
  visitorsOwn: sentContactForm,
});
