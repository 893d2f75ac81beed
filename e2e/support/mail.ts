// The e-mails the run's SMTP server received, as a shopper's mailbox would show them.
import { expect, type APIRequestContext } from '@playwright/test';
import type { CapturedMail } from '../../api/src/test-support/smtp-capture';
import { capturedMailUrl } from './test-server';

/** The e-mails the run's SMTP server has received for an address. */
export async function mailTo(request: APIRequestContext, address: string): Promise<CapturedMail[]> {
  const all = (await (await request.get(capturedMailUrl)).json()) as CapturedMail[];
  return all.filter((mail) => mail.to === address);
}

/** Waits for the `count`-th e-mail to an address and answers it. */
export async function nthMailTo(request: APIRequestContext, address: string, count = 1): Promise<CapturedMail> {
  await expect.poll(async () => (await mailTo(request, address)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return (await mailTo(request, address))[count - 1]!;
}

/** The shop's link in a mail's text that leads to `path` (its path, query included), as a click would open it. */
export function linkIn(mail: CapturedMail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(path));
  if (!link) throw new Error(`No link to ${path} in "${mail.subject}":\n${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
