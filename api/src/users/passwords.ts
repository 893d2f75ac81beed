import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

export const passwordMatches = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);
