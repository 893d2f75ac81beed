import { randomInt } from 'node:crypto';

// Crockford's base 32: no I, L, O or U, so a reference read out on the phone cannot be misheard as another.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new order reference, `LC-` and 8 random characters: one in 10¹² values, unguessable, and unique by constraint. */
export function newOrderReference(): string {
  let reference = 'LC-';
  for (let index = 0; index < 8; index += 1) reference += alphabet[randomInt(alphabet.length)];
  return reference;
}
