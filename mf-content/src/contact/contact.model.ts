import { $locale, ApiError, i18n, ValidationError } from '@lemon/shared';
import type { ContactPayload } from '@lemon/content-contract';
import { errorMessage } from '@lemon/kit';
import { attach, createEffect, sample } from 'effector';
import { postContactMessage } from './contact.api';
import { showFailureToastFx, showSentToastFx } from './contact-toasts';
import { sentContactFormForgotten } from './sent-contact-form';

/** The call itself: tests replace it. */
export const sendContactRequestFx = createEffect(postContactMessage);

/**
 * Sends the form's checked values in the page's language (the shop's acknowledgement is written in it);
 * the form awaits it to empty itself, or to put a refusal at its fields.
 */
export const sendContactMessageFx = attach({
  source: $locale,
  mapParams: (values: ContactPayload, locale) => ({ ...values, locale }),
  effect: sendContactRequestFx,
});

/** A refusal the form shows itself: codes at their fields (422), or "too many attempts" (429). */
const isToldByTheForm = (error: unknown) => error instanceof ValidationError || (error instanceof ApiError && error.status === 429);

sample({ clock: sendContactMessageFx.done, fn: () => i18n.t('content:contact.form.sent'), target: showSentToastFx });
// A form the server drew back refused has gone since: it no longer says it was not sent.
sample({ clock: sendContactMessageFx.done, target: sentContactFormForgotten });
sample({
  clock: sendContactMessageFx.failData,
  filter: (error) => !isToldByTheForm(error),
  fn: errorMessage,
  target: showFailureToastFx,
});
