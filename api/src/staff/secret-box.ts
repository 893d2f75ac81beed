// The staff's authenticator secrets, sealed with a key kept outside the database (AES-256-GCM): a copy of the
// database alone opens no second factor. The key is `SECRETS_KEY` (32 bytes in base64, the same for every process
// of a shop spread over machines), or a file in DATA_DIR made on first start, readable by the shop's user only.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DbOrTransaction } from '../database/database';
import { replaceSecondFactorSecret, secondFactorSecretsNotStartingWith } from '../users/users.repository';
import { firstShopSetting } from '../shop-settings/shop-settings.repository';

const keyBytes = 32;
const ivBytes = 12;
const sealedPrefix = 'v1.';
/** Where the key lives when `SECRETS_KEY` is not set. */
export const secretsKeyFile = 'secrets.key';
/** The setting that remembers which key sealed the database's secrets (a digest of it, never the key). */
const keyCheckSetting = 'secrets_key_check';

/** Seals and opens one staff member's secret; a sealed secret opens only for the account it was sealed for. */
export interface SecretBox {
  seal(secret: string, userId: number): string;
  /** The secret in clear, or null when there is none. */
  open(sealed: string | null, userId: number): string | null;
}

export const isSealed = (stored: string) => stored.startsWith(sealedPrefix);

const accountOf = (userId: number) => Buffer.from(`second-factor:${userId}`);

export function secretBox(key: Buffer): SecretBox {
  return {
    seal(secret, userId) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(accountOf(userId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return sealedPrefix + [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed, userId) {
      if (sealed === null) return null;
      if (!isSealed(sealed)) throw new Error(`The second factor of user ${userId} is not sealed`);
      const [iv, tag, text] = sealed
        .slice(sealedPrefix.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!).setAAD(accountOf(userId)).setAuthTag(tag!);
      return Buffer.concat([decipher.update(text!), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The shop's key: from `SECRETS_KEY`, or from DATA_DIR, where it is made on first start with mode 0600. A key
 * that is not 32 bytes stops the start: sealing with it would lock the staff out.
 */
export function secretsKey({ dataDir, secretsKeyBase64 }: { dataDir: string; secretsKeyBase64?: string }): Buffer {
  if (secretsKeyBase64) {
    const key = Buffer.from(secretsKeyBase64, 'base64');
    if (key.length !== keyBytes) throw new Error(`SECRETS_KEY must be ${keyBytes} bytes in base64 (openssl rand -base64 32)`);
    return key;
  }
  const file = path.join(dataDir, secretsKeyFile);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // `wx`: of two processes starting at once on one DATA_DIR, one writes it and the other reads it.
    try {
      writeFileSync(file, randomBytes(keyBytes).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== keyBytes) throw new Error(`${file} must hold ${keyBytes} bytes in base64`);
  return key;
}

/**
 * Checks that this key is the one the database's secrets were sealed with (the first process to start records
 * a digest of it): a process started with another key would lock every staff member out, so it stops instead.
 */
export async function checkKeyAgainstDatabase(db: DbOrTransaction, key: Buffer): Promise<void> {
  const check = createHmac('sha256', key).update('lemon-shop secrets key').digest('hex');
  const recorded = await firstShopSetting(db, keyCheckSetting, JSON.stringify(check));
  if (JSON.parse(recorded) !== check)
    throw new Error(
      'The secrets key (SECRETS_KEY, or secrets.key in DATA_DIR) is not the one this database’s second factors were sealed with: give every process the same key.',
    );
}

/** Seals the secrets stored in clear before sealing existed (once; safe in several processes at once). */
export async function sealClearSecrets(db: DbOrTransaction, box: SecretBox): Promise<number> {
  const clear = await secondFactorSecretsNotStartingWith(db, sealedPrefix);
  for (const { id, secret } of clear) await replaceSecondFactorSecret(db, id, secret, box.seal(secret, id));
  return clear.length;
}
