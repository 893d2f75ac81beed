// The cookie banner's answers as the browser sends them itself (`http/browser-forms.ts`): a page whose scripts have
// not started (the first tap on a slow phone) or never will keeps the visitor's choice all the same. The server
// writes the consent cookie as the banner's library would (@lemon/shared/consent-cookie) and sends the visitor
// back to the page, which no longer asks.
import formBody from '@fastify/formbody';
import { consentAnswers, consentCookie, consentCookieDomain, consentCookieValue, type ConsentAnswer } from '@lemon/shared/consent-cookie';
import { defaultLocale, isLocale } from '@lemon/shared/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { goTo, shopPath } from '../http/browser-forms';
import { refusals } from '../http/responses';

const consentFormSchema = z.object({
  choice: z.enum(Object.keys(consentAnswers) as [ConsentAnswer, ...ConsentAnswer[]]),
  /** The page the banner was on (`/fr/produit/…?page=2`): the visitor goes back to it. */
  then: shopPath,
});

/** The language of a page of the shop, from its address (`/it/…`): the library keeps it with the choice. */
const languageOf = (path: string) => {
  const [first] = path.split(/[/?#]/).filter(Boolean);
  return isLocale(first) ? first : defaultLocale;
};

export const consentFormRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formBody, { bodyLimit: 2048 });
  const secure = app.publicUrl.startsWith('https:');
  // The library's own attributes, so that this cookie is the one it reads and later replaces: secure over HTTPS.
  const cookieOptions = (hostname: string) =>
    ({
      path: '/',
      sameSite: 'lax',
      maxAge: consentCookie.days * 24 * 60 * 60,
      secure,
      ...consentCookieDomain(hostname),
    }) as const;

  app.post('/api/forms/consent', { schema: { body: consentFormSchema, response: { ...refusals(422) } } }, async (request, reply) => {
    const { choice, then } = request.body;
    const value = consentCookieValue(consentAnswers[choice], { languageCode: languageOf(then) });
    void reply.setCookie(consentCookie.name, value, cookieOptions(request.hostname));
    return goTo(reply, then);
  });
};
