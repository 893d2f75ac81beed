// The contact form as the browser sends it itself (`http/browser-forms.ts`), before the page's scripts run or
// without them: a message taken leads back to the contact page saying so (`?sent=1`); one refused (a field, too
// many messages) is drawn back on the page with all that was typed and why, for the visitor alone.
import formBody from '@fastify/formbody';
import { contactPayloadSchema } from '@lemon/content-contract';
import type { SentForm } from '@lemon/app-protocol/render';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { goTo, shopPath } from '../http/browser-forms';
import { sendGzipped } from '../http/gzipped-body';
import { HttpError } from '../http/http-error';
import { refusals } from '../http/responses';
import type { PagesWithSentForms } from '../serving/serve-apps';
import { contactLimit, receiveContact } from './receive-contact';

/** The fields as the browser sends them, and the page the form is on (`/fr/contact`). */
const contactFormSchema = z.looseObject({ back: shopPath });

/**
 * What the browser sends of a form: each field's text. A field given twice (only a hand-made post does it) counts
 * as its first value.
 */
const fieldsOf = (body: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(body).flatMap(([name, value]) => {
      const text = Array.isArray(value) ? value[0] : value;
      return typeof text === 'string' && name !== 'back' ? [[name, text]] : [];
    }),
  );

/** Status of a page drawn back with its form: the fields refused (422) or too many messages (429). */
const statusOf = { fields: 422, too_many_attempts: 429 } as const satisfies Record<SentForm['refusal'], number>;

/** The contact page again, its form as sent and why it was not taken; never kept by any cache. */
async function drawnBack(
  pages: PagesWithSentForms,
  body: z.infer<typeof contactFormSchema>,
  refusal: SentForm['refusal'],
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const pathname = new URL(body.back, 'http://shop.invalid').pathname;
  const page = await pages.withSentForm(pathname, request.headers.cookie ?? '', { values: fieldsOf(body), refusal });
  reply
    .code(page.status === 200 ? statusOf[refusal] : page.status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store');
  return sendGzipped(request, reply, page.gzipped);
}

/** `pages`: where a refused form is drawn back; none for the API without the shop's pages, which answers a refusal as any call's. */
export const contactFormRoutes: FastifyPluginAsyncZod<{ pages?: PagesWithSentForms }> = async (app, { pages }) => {
  // A message of 5,000 characters, each written as up to 12 bytes once the form encodes it.
  await app.register(formBody, { bodyLimit: 64 * 1024 });

  app.post(
    '/api/forms/contact',
    {
      config: contactLimit,
      schema: { body: contactFormSchema, response: { ...refusals(422, 429) } },
      // Too many messages: the page says it, the message still in its form.
      errorHandler: async (error, request, reply) => {
        const body = contactFormSchema.safeParse(request.body);
        if ((error as { statusCode?: number }).statusCode !== 429 || !body.success || !pages) throw error;
        return drawnBack(pages, body.data, 'too_many_attempts', request, reply);
      },
    },
    async (request, reply) => {
      const contact = contactPayloadSchema.safeParse(fieldsOf(request.body));
      if (!contact.success) {
        if (!pages) throw new HttpError(422, 'The form has invalid values.');
        return drawnBack(pages, request.body, 'fields', request, reply);
      }
      await receiveContact(app, request, contact.data);
      return goTo(reply, request.body.back, { sent: '1' });
    },
  );
};
