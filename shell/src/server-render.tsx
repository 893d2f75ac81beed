import { TakingOver } from '@lemon/kit';
import { declaredPageHead, drawPage, loadedWithoutParams } from '@lemon/kit/server-render';
import { serverRenderVersion, type RenderedPart, type ServerRender, type ShellPageRequest } from '@lemon/app-protocol/render';
import { registerTranslations } from '@lemon/shared';
import { ServerDrawnContext } from './apps/server-drawn';
import { consentCookie } from '@lemon/shared/consent-cookie';
import { consentQuestion } from './consent/consent-cookie';
import { festivalNotice } from './festival-notice/festival-notice.model';
import { shellNamespace, shellTranslations } from './i18n';
import { ShellLayout } from './layout/shell-layout';
import { mainCategories } from './main-categories/main-categories.model';
import { pageHeads } from './page-heads';

registerTranslations(shellNamespace, shellTranslations);

// What the shop's server draws of the shell before any script runs: the page around its feature apps' HTML,
// with the menu's categories and the festival notice it loads itself; and the head of its own pages (home, and
// the page an address that shows none gets).
export { serverRenderVersion };

export const buildId = String(process.env.BUILD_ID); // set by the build

export const render: ServerRender<ShellPageRequest>['render'] = async (request, host) => {
  const { slots, fragments, locale, pathname, page } = request;
  // Its own pages (home), and the page of an address that shows none.
  const head = page === null ? pageHeads.notFound?.[locale] : declaredPageHead(request, host, pageHeads);
  const ownPage: Pick<RenderedPart, 'status' | 'head'> = head ? { status: page === null ? 404 : 200, head } : {};
  if (!request.draw) return { ...ownPage, preloads: [], fragments: {}, state: {} };
  const part = `the shell's page ${pathname}`;
  // The cookie banner is all of the page that depends on the visitor: whether it asks, and why.
  const consent = request.cookie(consentCookie.name, consentQuestion);
  const state = await loadedWithoutParams([mainCategories, festivalNotice], host, part);
  const html = await drawPage(
    request,
    host,
    part,
    <ServerDrawnContext value={{ slots, fragments, locale, consent }}>
      <TakingOver drawnByServer>
        <ShellLayout />
      </TakingOver>
    </ServerDrawnContext>,
    state,
  );
  return { ...ownPage, preloads: [], html, fragments: {}, state };
};
