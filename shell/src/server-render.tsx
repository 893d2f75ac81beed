import { registerTranslations } from '@lemon/shared';
import { TakingOver } from '@lemon/kit';
import { drawPage } from '@lemon/kit/server-render';
import { serverRenderVersion, type ShellServerRender } from '@lemon/shared/server-render';
import { parseCookie } from 'cookie';
import { ServerDrawnContext } from './apps/server-drawn';
import { consentCookie, readConsent } from './consent/consent-cookie';
import { shellNamespace, shellTranslations } from './i18n';
import { ShellLayout } from './layout/shell-layout';

registerTranslations(shellNamespace, shellTranslations);

// What the shop's server draws of the shell before any script runs: the page around its feature apps' HTML.
export { serverRenderVersion };

export const renderPage: ShellServerRender['renderPage'] = async (request, host) => {
  const { slots, fragments, locale } = request;
  return drawPage(
    request,
    host,
    `the shell's page ${request.pathname}`,
    <ServerDrawnContext value={{ slots, fragments, locale, consent: readConsent(parseCookie(request.cookies)[consentCookie.name]) }}>
      <TakingOver drawnByServer>
        <ShellLayout />
      </TakingOver>
    </ServerDrawnContext>,
  );
};
