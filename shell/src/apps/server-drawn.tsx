import { isLocale, type Locale } from '@lemon/shared';
import type { DrawnSlot } from '@lemon/app-protocol/render';
import { createContext } from 'react';
import Cookies from 'js-cookie';
import { consentCookie } from '@lemon/shared/consent-cookie';
import { consentQuestion, type ConsentQuestion } from '../consent/consent-cookie';

/**
 * What the server drew of the page that the shell's first render keeps as it is: the HTML in each feature app's
 * slot (the app takes it over when it mounts) and in each fragment's place (the fragment takes it over when it
 * loads), by `fragmentKey`.
 */
export interface ServerDrawn {
  slots: Partial<Record<string, DrawnSlot>>;
  fragments?: Record<string, string>;
  /** The language it was drawn in. */
  locale?: Locale;
  /** What the visitor's consent cookie left the banner asking when the page was drawn: it shows unless chosen. */
  consent?: ConsentQuestion;
}

export const ServerDrawnContext = createContext<ServerDrawn>({ slots: {} });

/** What the server left in the page's slots and fragments' places, read before the shell takes the page over. */
export function drawnInPage(): ServerDrawn {
  const slots = [...document.querySelectorAll<HTMLElement>('.app-slot[data-app]')].map(
    (slot) => [slot.dataset.app!, { html: slot.innerHTML, build: slot.dataset.build ?? '' }] as const,
  );
  const fragments = [...document.querySelectorAll<HTMLElement>('[data-fragment]')].map((place) => [
    place.dataset.fragment!,
    place.innerHTML,
  ]);
  const { lang } = document.documentElement;
  return {
    slots: Object.fromEntries(slots.filter(([, { html }]) => html !== '')),
    fragments: Object.fromEntries(fragments.filter(([, html]) => html !== '')),
    locale: isLocale(lang) ? lang : undefined,
    consent: consentQuestion(Cookies.get(consentCookie.name)),
  };
}
