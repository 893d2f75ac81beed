import { featureAppNames, matchRoute } from '@lemon/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { pageOwner, slotId } from '../apps/feature-apps';
import { AuthPopup } from '../auth-popup/auth-popup';
import { BackToTop } from '../back-to-top/back-to-top';
import { FestivalNotice } from '../festival-notice/festival-notice';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import { HomePage } from '../home/home-page';
import { NotFoundPage } from '../not-found/not-found-page';
import styles from './shell-layout.module.css';

/** The spec: toasts sit bottom right and close after 3 s unless an action asks for less. */
const defaultToastMs = 3000;

export function ShellLayout() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const isHome = matchRoute(pathname)?.name === 'home';
  const ownedByShell = pageOwner(pathname) === 'shell';

  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <FestivalNotice />
      <Header isHome={isHome} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {ownedByShell && (isHome ? <HomePage /> : <NotFoundPage />)}
        {/* React renders these once and never touches their content: each feature app mounts into its own. */}
        {featureAppNames.map((app) => (
          <div key={app} id={slotId(app)} data-app={app} className="app-slot" />
        ))}
      </main>
      <Footer />
      <BackToTop />
      <AuthPopup />
      <ToastContainer position="bottom-right" autoClose={defaultToastMs} />
    </div>
  );
}
