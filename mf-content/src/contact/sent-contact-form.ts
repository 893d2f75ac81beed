import type { PageStates, SentForm } from '@lemon/app-protocol/render';
import { createEvent, createStore } from 'effector';

/**
 * The contact form as the visitor sent it without the page's scripts and the server refused it: the page is drawn
 * back with it (`server-render.tsx`), and the browser's store starts from it as the page is taken over, so the
 * form the shopper sees keeps all they typed and says why it was not sent.
 */
export const sentContactFormKey = 'content/sent-contact-form';

export const sentContactFormDrawn = createEvent<SentForm>();
/** The message went since (or the form is gone): what was refused is no longer said. */
export const sentContactFormForgotten = createEvent();

export const $sentContactForm = createStore<SentForm | null>(null)
  .on(sentContactFormDrawn, (_, sent) => sent)
  .reset(sentContactFormForgotten);

/** The browser's store takes the refused form the page was drawn with, if it was. */
export function startFromSentContactForm(states: PageStates): void {
  const drawn = states[sentContactFormKey];
  if (drawn?.status === 'ready') sentContactFormDrawn(drawn.data as SentForm);
}
