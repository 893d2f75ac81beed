import { registerTranslations } from '@lemon/shared';
import { TakingOver } from '@lemon/kit';
import { drawPage, loadedWithoutParams } from '@lemon/kit/server-render';
import { serverRenderVersion, type ShellServerRender } from '@lemon/app-protocol/render';
import { parseCookie } from 'cookie';
import { ServerDrawnContext } from './apps/server-drawn';
import { consentCookie, readConsent } from './consent/consent-cookie';
import { festivalNotice } from './festival-notice/festival-notice.model';
import { shellNamespace, shellTranslations } from './i18n';
import { ShellLayout } from './layout/shell-layout';
import { mainCategories } from './main-categories/main-categories.model';

registerTranslations(shellNamespace, shellTranslations);

// What the shop's server draws of the shell before any script runs: the page around its feature apps' HTML,
// with the menu's categories and the festival notice it loads itself.
export { serverRenderVersion };

const consentOf = (cookies: string) => readConsent(parseCookie(cookies)[consentCookie.name]);

/** The page differs by visitor only in the cookie banner: shown to a first-time visitor, asked again, or not shown. */
export const pageVariant: NonNullable<ShellServerRender['pageVariant']> = (cookies) => {
  const consent = consentOf(cookies);
  return 'asks' in consent ? consent.asks : 'chosen';
};

export const renderPage: ShellServerRender['renderPage'] = async (request, host) => {
  const { slots, fragments, locale, pathname } = request;
  const part = `the shell's page ${pathname}`;
  const state = await loadedWithoutParams([mainCategories, festivalNotice], host, part);
  const html = await drawPage(
    request,
    host,
    part,
    <ServerDrawnContext value={{ slots, fragments, locale, consent: consentOf(request.cookies) }}>
      <TakingOver drawnByServer>
        <ShellLayout />
      </TakingOver>
    </ServerDrawnContext>,
    state,
  );
  return { html, state };
};
