import '@lemon/kit/styles/base.css';
import { composeShopRoutes, registerTranslations, setShopRoutes } from '@lemon/shared';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { installFederationPlugins } from './apps/federation-plugins';
import { installPrefetchOnIntent } from './apps/prefetch-on-intent';
import { shellPageFragments } from './page-fragments';
import { registerFeatureApps } from './apps/register-feature-apps';
import { pageShown } from './analytics/analytics.model';
import { startCookieConsent } from './cookie-consent/cookie-consent';
import { featureRemotes } from './apps/remotes';
import { shellPages } from './apps/shell-pages';
import { nextTask } from './next-task';
import { drawnInPage } from './apps/server-drawn';
import { markTakenOverOnFirstPage } from './apps/taken-over';
import { loadShellTexts, shellNamespace } from './i18n/load';
import { authPopupOnDemand } from './layout/auth-popup-on-demand';
import { guardFirstPage, installRouteGuards } from './routing/route-guards';
import { takePageAddress } from './routing/page-address';
import { installScrollBehaviour } from './routing/scroll-behaviour';
import { ShellPage } from './shell-page';
import { shellStarted } from './shell.model';

async function startShell() {
  takePageAddress();
  // Each `nextTask` lets the browser answer the shopper between steps that would otherwise make one long task.
  await nextTask();
  registerTranslations(shellNamespace, loadShellTexts);
  installFederationPlugins();
  await nextTask();
  // The first page's guard and owner need the shop's routes, which come with the map (in the page, at once); the
  // shell's own page is there without it.
  setShopRoutes(composeShopRoutes(shellPages, {}).table);
  await featureRemotes().catch((error) => console.error('The remotes map could not be read: feature apps show their fallback', error));
  await nextTask();
  await guardFirstPage();

  // A page the server drew is taken over as it is (hydrated): the first render sees what the server saw, so
  // the shopper's own state (user, cart) loads after it. Rendered as a transition: React yields to the browser
  // between pieces of work instead of holding the main thread for the whole of it. The slots must be in the
  // page before single-spa mounts anything.
  const container = document.getElementById('shell')!;
  const drawnByServer = container.hasChildNodes();
  await new Promise<void>((committed) => {
    const page = <ShellPage drawn={drawnInPage()} drawnByServer={drawnByServer} onCommit={committed} />;
    startTransition(() => {
      if (drawnByServer) hydrateRoot(container, page);
      else createRoot(container).render(page);
    });
  });
  await nextTask();
  shellStarted();
  await nextTask();

  registerFeatureApps();
  installRouteGuards();
  installScrollBehaviour();
  installPrefetchOnIntent(shellPageFragments, [authPopupOnDemand]);
  window.addEventListener('single-spa:routing-event', () => pageShown(location.pathname));
  markTakenOverOnFirstPage();
  start({ urlRerouteOnly: true });
  // The visitor's earlier choice reaches the store; the banner's library loads only for its preferences panel.
  startCookieConsent();
}

void startShell();
