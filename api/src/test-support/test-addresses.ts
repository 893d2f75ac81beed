import type { DbOrTransaction } from '../database/database';

/** An address in the customer's book, in this country. */
export async function addAddressOf(db: DbOrTransaction, userId: number, country = 'FR'): Promise<number> {
  const { id } = await db
    .insertInto('addresses')
    .values({
      user_id: userId,
      label: 'Maison',
      first_name: 'Camille',
      last_name: 'Martin',
      line1: '3 rue des Citrons',
      line2: null,
      zip: '06500',
      city: 'Menton',
      country,
      is_default: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
