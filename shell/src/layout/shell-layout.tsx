import { FeatureAppFallback } from '@lemon/kit';
import { isStaffOnly, matchRoute, shopRoutes, useLocation, useUnit, useTranslation } from '@lemon/shared';
import { useContext } from 'react';
import { appsWithPages, pageOwner, slotId } from '../apps/feature-apps';
import { $composedRoutes, $remotesMapUnreadable } from '../apps/composed-routes';
import { catchUpWithDeployments } from '../apps/register-feature-apps';
import { ServerDrawnContext } from '../apps/server-drawn';
import { popupAskedByAddress } from '../apps/popup-asked-by-address';
import { BackToTop } from '../back-to-top/back-to-top';
import { ConsentBanner } from '../cookie-consent/consent-banner';
import { FestivalNotice } from '../festival-notice/festival-notice';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import { HomePage } from '../home/home-page';
import { NotFoundPage } from '../not-found/not-found-page';
import { Toasts } from '../toasts/toasts';
import { authPopupOnDemand } from './auth-popup-on-demand';
import styles from './shell-layout.module.css';

const AuthPopup = popupAskedByAddress(authPopupOnDemand);

export function ShellLayout() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  // Drawn anew when the routes are composed again (an app deployed since the page opened); the server's render
  // draws from the routes it was given.
  const routes = useUnit($composedRoutes) ?? shopRoutes();
  const mapUnreadable = useUnit($remotesMapUnreadable);
  const route = matchRoute(pathname, routes)?.name;
  const isHome = route === 'home';
  // The back office's pages are lists and forms: the button would only cover their own buttons there.
  const inBackOffice = route !== undefined && isStaffOnly(route);
  const ownedByShell = pageOwner(pathname, routes) === 'shell';
  const { slots } = useContext(ServerDrawnContext);

  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <FestivalNotice />
      <Header isHome={isHome} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {ownedByShell && isHome && <HomePage />}
        {/* Without the map the shell cannot tell another app's page from none: it says so, and reads the map again. */}
        {ownedByShell &&
          !isHome &&
          (mapUnreadable ? <FeatureAppFallback app="shell" onRetry={() => void catchUpWithDeployments()} /> : <NotFoundPage />)}
        {/* React renders these once and never touches their content: each feature app mounts into its own,
            taking over what the server drew there. The apps are those deployed (the routes composed from them). */}
        {appsWithPages(routes).map((app) => {
          const drawn = slots[app];
          return (
            <div
              key={app}
              id={slotId(app)}
              data-app={app}
              className="app-slot"
              {...(drawn && { 'data-build': drawn.build, dangerouslySetInnerHTML: { __html: drawn.html } })}
            />
          );
        })}
      </main>
      {!inBackOffice && <BackToTop />}
      <Footer />
      <AuthPopup />
      <Toasts />
      <ConsentBanner />
    </div>
  );
}
