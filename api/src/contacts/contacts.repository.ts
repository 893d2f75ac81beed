import type { ContactSubject } from '@lemon/shared/contract';
import type { Locale } from '@lemon/shared/locales';
import type { DbOrTransaction } from '../database/database';

/** A message of the contact form, as the form's schema accepted it. */
export interface NewContact {
  name: string;
  email: string;
  phone: string | null;
  subject: ContactSubject;
  message: string;
  locale: Locale;
}

/** Keeps a message; its id. */
export async function storeContact(db: DbOrTransaction, contact: NewContact): Promise<number> {
  const { id } = await db.insertInto('contacts').values(contact).returning('id').executeTakeFirstOrThrow();
  return id;
}
