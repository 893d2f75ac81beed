import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

export const passwordMatches = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);

let dummyHash: Promise<string> | undefined;

/**
 * A hash made like the real ones, of a password nobody knows: checked against when the address is unknown,
 * so that refusal costs one verification too and its timing does not tell which addresses have accounts.
 */
export const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomUUID()));
