import '@lemon/kit/styles/base.css';
import { BrowserRouter, registerTranslations } from '@lemon/shared';
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { installFederationPlugins } from './apps/federation-plugins';
import { installPrefetchOnIntent } from './apps/prefetch-on-intent';
import { registerFeatureApps } from './apps/register-feature-apps';
import { pageShown } from './analytics/analytics.model';
import { startCookieConsent } from './cookie-consent/cookie-consent';
import { featureRemotes } from './apps/remotes';
import { shellNamespace, shellTranslations } from './i18n';
import { ShellLayout } from './layout/shell-layout';
import { guardFirstPage, installRouteGuards } from './routing/route-guards';
import { installScrollBehaviour } from './routing/scroll-behaviour';
import { shellStarted } from './shell.model';

/** Tells when the tree it closes is in the page: its layout effect runs once all of it is committed. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

async function startShell() {
  registerTranslations(shellNamespace, shellTranslations);
  installFederationPlugins();

  featureRemotes().catch((error) => console.error('The remotes map could not be read: feature apps show their fallback', error));

  await guardFirstPage();
  shellStarted();

  // Rendered as a transition: React yields to the browser between pieces of work instead of holding the
  // main thread for the whole first render. The slots must be in the page before single-spa mounts anything.
  const root = createRoot(document.getElementById('shell')!);
  await new Promise<void>((committed) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <BrowserRouter>
            <ShellLayout />
          </BrowserRouter>
          <Committed onCommit={committed} />
        </StrictMode>,
      ),
    ),
  );

  registerFeatureApps();
  installRouteGuards();
  installScrollBehaviour();
  installPrefetchOnIntent();
  window.addEventListener('single-spa:routing-event', () => pageShown(location.pathname));
  start({ urlRerouteOnly: true });
  // After the first paint: the banner, and the visitor's earlier choice, never hold the page back.
  startCookieConsent().catch((error) => console.error('The cookie banner could not start', error));
}

void startShell();
