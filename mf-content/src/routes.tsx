import { Route, routePattern, Routes } from '@lemon/shared';
import { AboutPage } from './about/about-page';
import { ContactPage } from './contact/contact-page';
import { LegalPage } from './legal/legal-page';
import { CgvPage } from './cgv/cgv-page';

/** The pages of this app by route; the shell mounts the app only on these. */
export function ContentRoutes() {
  return (
    <Routes>
      <Route path={routePattern('about')} element={<AboutPage />} />
      <Route path={routePattern('contact')} element={<ContactPage />} />
      <Route path={routePattern('legal')} element={<LegalPage />} />
      <Route path={routePattern('cgv')} element={<CgvPage />} />
    </Routes>
  );
}
