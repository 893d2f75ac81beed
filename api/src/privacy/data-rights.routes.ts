import { dataExportResponseSchema, deleteAccountPayloadSchema, deleteAccountResponseSchema } from '@lemon/account-contract';
import { linkedPath } from '../pages/linked-pages';
import { addHours } from 'date-fns';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { perAccount, accountChangesPer15Minutes } from '../http/route-limits';
import { accountErasedMail, dataExportReadyMail, recipientOf } from '../accounts/account-mails';
import { checkCurrentPassword } from '../accounts/current-password';
import { HttpError } from '../http/http-error';
import { requestLanguage } from '../http/request-language';
import { refusals } from '../http/responses';
import { sendDownload } from '../http/send-download';
import { forgetSession, sessionCookieOptions } from '../sessions/session-cookie';
import { takeSecondFactorCode } from '../staff/second-factor';
import { dataExport, type BrowserConsent } from './data-export';
import { eraseAccount } from './erase-account';
import { throwIfRefused } from './erasure-refusals';
import { documentCount, exportLifetimeHours, keepExport, keptExport, keptExportPath } from './data-exports.repository';
import type { UserRow } from '../users/users.repository';

/** A person downloads their data at most this often: each export draws every invoice again. */
export const exportsPerHour = 5;

/** The banner library's cookie, as far as the export tells it. */
const consentCookie = z.object({ categories: z.array(z.string()), consentTimestamp: z.optional(z.string()) });

/** What this browser's consent cookie holds, if it holds a choice. */
function consentOf(request: FastifyRequest): BrowserConsent | null {
  const stored = request.cookies.cc_cookie;
  if (!stored) return null;
  try {
    const choice = consentCookie.safeParse(JSON.parse(stored));
    return choice.success ? { categories: choice.data.categories, chosenAt: choice.data.consentTimestamp ?? null } : null;
  } catch {
    return null;
  }
}

/** A customer's rights over their data, from their account: a copy of it, and the account's erasure. */
export const dataRightsRoutes: FastifyPluginAsyncZod<{ dataExportInstantDocuments: number }> = async (app, options) => {
  const { dataExportInstantDocuments } = options;

  /** Makes the account's export and keeps it until `expiresAt`: the token of its link. */
  const exportKept = async (account: UserRow, consent: BrowserConsent | null, expiresAt: Date) =>
    keepExport(app.db, account.id, await dataExport(app.db, account, app.seller, consent), expiresAt);

  app.post(
    '/api/account/data-export',
    {
      onRequest: app.requireUser,
      config: perAccount(exportsPerHour, '1 hour'),
      schema: { response: { 200: dataExportResponseSchema, 202: dataExportResponseSchema, ...refusals(401, 429) } },
    },
    async (request, reply) => {
      const account = (await request.currentUser())!;
      const consent = consentOf(request);
      if ((await documentCount(app.db, account.id)) <= dataExportInstantDocuments) {
        const token = await exportKept(account, consent, addHours(new Date(), exportLifetimeHours.downloaded));
        return { data: { status: 'ready' as const, download_url: keptExportPath(token) } };
      }
      // Every PDF drawn again takes a while: the file is made after the answer, and its link mailed.
      const expiresAt = addHours(new Date(), exportLifetimeHours.mailed);
      const link = exportKept(account, consent, expiresAt).then((token) =>
        dataExportReadyMail(recipientOf(account), new URL(keptExportPath(token), app.publicUrl).href, expiresAt),
      );
      app.sendMailLater(link);
      return reply.code(202).send({ data: { status: 'mailed' as const, email: account.email } });
    },
  );

  // The token is the key, as a mailed link must open without logging in; an expired one leads to the account page,
  // which says so and offers a new file.
  app.get(
    '/api/data-exports/:token',
    { schema: { params: z.object({ token: z.string().check(z.maxLength(100)) }), response: refusals(429) } },
    async (request, reply) => {
      const file = await keptExport(app.db, request.params.token);
      if (file) return sendDownload(reply, 'application/zip', file.fileName, file.content);
      return reply.redirect(`${linkedPath(requestLanguage(request), 'account')}?tab=data&export=expired`, 303);
    },
  );

  app.post(
    '/api/account/delete',
    {
      onRequest: app.requireUser,
      config: perAccount(accountChangesPer15Minutes, '15 minutes'),
      schema: { body: deleteAccountPayloadSchema, response: { 200: deleteAccountResponseSchema, ...refusals(401, 409, 422, 429) } },
    },
    async (request, reply) => {
      const account = (await request.currentUser())!;
      await checkCurrentPassword(account, request.body.current_password);
      if (account.second_factor_enrolled_at !== null) {
        const code = request.body.second_factor_code;
        if (!code) throw new HttpError(422, 'Type the code your app shows, or a recovery code.', { second_factor_code: ['required'] });
        const secret = app.secretBox.open(account.second_factor_secret, account.id);
        if (!(await takeSecondFactorCode(app.db, { id: account.id, secret }, code)))
          throw new HttpError(422, 'This code is not the right one.', { second_factor_code: ['second_factor_code'] });
      }
      const outcome = await eraseAccount(app.db, account.id, (erased) => ({ id: erased.id, email: erased.email }));
      throwIfRefused(outcome);
      if (outcome.kind === 'not_found') throw new HttpError(401, 'Log in again.');
      forgetSession(reply, sessionCookieOptions(app));
      app.sendMailLater(accountErasedMail(recipientOf(outcome.account), app.publicUrl));
      return { data: { status: 'erased' as const, orders_cancelled: outcome.cancelled } };
    },
  );
};
