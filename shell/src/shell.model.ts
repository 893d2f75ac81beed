import { $locale, $userLoaded, loadCartFx, loadUserFx, logOutFx, type Locale } from '@lemon/shared';
import { createEffect, createEvent, sample } from 'effector';
import { reloadPageFx } from './auth-request/reload-page';
import { festivalNoticeRequested } from './festival-notice/festival-notice.model';
import { cartCountedByScripts } from './header/count-before-scripts';
import { mainCategoriesRequested } from './main-categories/main-categories.model';

/** The shell has checked the first URL and is about to show the page. */
export const shellStarted = createEvent();

const setDocumentLanguageFx = createEffect((locale: Locale) => document.documentElement.setAttribute('lang', locale));

sample({ clock: [shellStarted, $locale.updates], source: $locale, target: setDocumentLanguageFx });
sample({ clock: shellStarted, target: [mainCategoriesRequested, festivalNoticeRequested, loadCartFx, cartCountedByScripts] });

// The login guard may have loaded the user already.
sample({ clock: shellStarted, filter: $userLoaded.map((loaded) => !loaded), target: loadUserFx });
// The spec: logging out, from any app, reloads the page (the token and the user are gone by then).
sample({ clock: logOutFx.finally, target: reloadPageFx });
