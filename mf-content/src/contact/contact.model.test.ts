import { $locale, ApiError, i18n, registerTranslations, ValidationError, type Locale } from '@lemon/shared';
import type { ContactPayload } from '@lemon/content-contract';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentTranslations } from '../i18n';
import { showFailureToastFx, showSentToastFx } from './contact-toasts';
import { sendContactMessageFx, sendContactRequestFx } from './contact.model';

const message: ContactPayload = {
  name: 'Camille Rossi',
  email: 'camille@example.com',
  phone: null,
  subject: 'information',
  message: 'Livrez-vous à Monaco ?',
};

/** A scope in `locale` whose server answers as told, and whose toasts are written down. */
function shopWith(answer: () => Promise<{ status: 'received' }>, locale: Locale = 'fr') {
  const request = vi.fn(answer);
  const sent: string[] = [];
  const failures: string[] = [];
  const scope = fork({
    values: [[$locale, locale]],
    handlers: [
      [sendContactRequestFx, request],
      [showSentToastFx, (text: string) => void sent.push(text)],
      [showFailureToastFx, (text: string) => void failures.push(text)],
    ],
  });
  return { scope, request, sent, failures };
}

// A test that changes the language gives it back, even when it fails.
afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const failing = (error: Error) => async () => {
  throw error;
};

describe('the contact form’s model', () => {
  it('sends the message in the page’s language and says it was sent', async () => {
    registerTranslations('content', contentTranslations);
    await i18n.changeLanguage('it');
    const { scope, request, sent, failures } = shopWith(async () => ({ status: 'received' }), 'it');
    const result = await allSettled(sendContactMessageFx, { scope, params: { ...message, locale: 'fr' } });
    expect(result.status).toBe('done');
    expect(request.mock.calls).toEqual([[{ ...message, locale: 'it' }]]);
    expect(sent).toEqual([contentTranslations.it.contact.form.sent]);
    expect(failures).toEqual([]);
  });

  it('leaves a refusal at the fields and "too many attempts" to the form: no toast', async () => {
    for (const error of [new ValidationError('Refused', { email: ['email'] }), new ApiError(429, 'Slow down')]) {
      const { scope, sent, failures } = shopWith(failing(error));
      expect(await allSettled(sendContactMessageFx, { scope, params: message })).toEqual({ status: 'fail', value: error });
      expect([sent, failures]).toEqual([[], []]);
    }
  });

  it('says "an error occurred" in a toast for any other failure', async () => {
    for (const error of [new ApiError(500, 'Down'), new ApiError(0, 'Network error')]) {
      const { scope, sent, failures } = shopWith(failing(error));
      expect((await allSettled(sendContactMessageFx, { scope, params: message })).status).toBe('fail');
      expect(sent).toEqual([]);
      expect(failures).toEqual(['Une erreur est survenue.']);
    }
  });
});
