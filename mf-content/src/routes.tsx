import { lazyPage } from '@lemon/kit';
import { routePatternOf } from '@lemon/app-protocol';
import { Route, Routes } from '@lemon/shared';
import { contentPages } from './pages';

// Each page is a chunk of its own, named after its route: the server preloads the one a page shows.
const AboutPage = lazyPage(
  () => import(/* webpackChunkName: "route-about" */ './about/about-page'),
  (page) => page.AboutPage,
);
const ContactPage = lazyPage(
  () => import(/* webpackChunkName: "route-contact" */ './contact/contact-page'),
  (page) => page.ContactPage,
);
const LegalPage = lazyPage(
  () => import(/* webpackChunkName: "route-legal" */ './legal/legal-page'),
  (page) => page.LegalPage,
);
const CgvPage = lazyPage(
  () => import(/* webpackChunkName: "route-cgv" */ './cgv/cgv-page'),
  (page) => page.CgvPage,
);
const PrivacyPage = lazyPage(
  () => import(/* webpackChunkName: "route-privacy" */ './privacy/privacy-page'),
  (page) => page.PrivacyPage,
);

/** The pages of this app by route; the shell mounts the app only on these. */
export function ContentRoutes() {
  return (
    <Routes>
      <Route path={routePatternOf(contentPages.about)} element={<AboutPage />} />
      <Route path={routePatternOf(contentPages.contact)} element={<ContactPage />} />
      <Route path={routePatternOf(contentPages.legal)} element={<LegalPage />} />
      <Route path={routePatternOf(contentPages.cgv)} element={<CgvPage />} />
      <Route path={routePatternOf(contentPages.privacy)} element={<PrivacyPage />} />
    </Routes>
  );
}
