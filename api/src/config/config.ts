import { existsSync } from 'node:fs';
import path from 'node:path';
import { shop, shopAddressLine } from '@lemon/kit/shop';
import { newPasswordSchema } from '@lemon/account-contract';
import { z } from 'zod';
import { isCommonPassword, ownWords } from '../accounts/common-passwords';

function findWorkspaceRoot(from: string): string {
  let folder = from;
  while (!existsSync(path.join(folder, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`No pnpm workspace above ${from}`);
    folder = parent;
  }
  return folder;
}

/** The workspace root: the built shell and feature apps are read from its folders. */
export const workspaceRoot = findWorkspaceRoot(import.meta.dirname);

/** Where `pnpm build` leaves the product pictures it draws (see media/product-pictures.ts). */
export const builtPicturesDir = path.join(workspaceRoot, 'api', 'dist', 'media', 'products');
export const builtShellDir = path.join(workspaceRoot, 'shell', 'dist');

// Fastify's list of the proxies to believe (proxy-addr also knows these names). `true` or a hop count would
// let a client that reaches the server directly choose its own address, and with it dodge every rate limit.
const trustedProxy = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])]);
const trustedProxies = z
  .string()
  .default('false')
  .transform((value) => (value === 'false' ? false : value.split(',').map((entry) => entry.trim())))
  .refine(
    (proxies) => proxies === false || proxies.every((entry) => trustedProxy.safeParse(entry).success),
    'must be false or the addresses or CIDRs of the proxies to trust, comma-separated (e.g. 127.0.0.1,10.0.0.0/8); true and hop counts are refused: they let clients choose their own address',
  );

// Who may read /metrics: loopback by default (a Prometheus beside the shop); a proxy's address does not count,
// only the address the connection came from.
const metricsAllowed = z
  .string()
  .default('127.0.0.1/8,::1/128')
  .transform((value) => (value.trim() === '' ? [] : value.split(',').map((entry) => entry.trim())))
  .pipe(z.array(z.union([z.cidrv4(), z.cidrv6()], 'must be CIDRs, comma-separated (e.g. 127.0.0.1/8,10.0.0.0/8), or empty')));

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  STAFF_EMAIL: z.email().default('atelier@atelier-du-citron.fr'),
  SHOP_EMAIL: z.email().default(shop.email),
  STAFF_PASSWORD: z.string().min(10, 'must have at least 10 characters').optional(),
  /** The key sealing the staff's authenticator secrets: 32 bytes in base64; without it, a file in DATA_DIR. */
  SECRETS_KEY: z.string().min(1).optional(),
  TRUST_PROXY: trustedProxies,
  CATALOGUE_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(600),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
  DATA_EXPORT_INSTANT_DOCUMENTS: z.coerce.number().int().min(0).max(1000).default(10),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).optional(),
  /** Where backups go; another disk than DATA_DIR's, in production. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** The hour (Paris time) the running shop backs its SQLite file up every night, or `off`. */
  BACKUP_HOUR: z.union([z.literal('off'), z.coerce.number().int().min(0).max(23)], 'must be an hour from 0 to 23, or off').default(3),
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(366).default(7),
  BACKUP_KEEP_WEEKS: z.coerce.number().int().min(0).max(520).default(4),
  METRICS_ALLOW: metricsAllowed,
  /** A bearer token that reads /metrics from anywhere: long enough that guessing it is hopeless. */
  METRICS_TOKEN: z.string().min(32, 'must have at least 32 characters').optional(),
  UNPAID_ORDER_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(15),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** The built-in test provider, which takes no money, asked for by name: production refuses to start without it or Stripe. */
  PAYMENTS: z.literal('test', 'must be test (the built-in test provider, which takes no money) or unset').optional(),
  /** Another address for Stripe's API: a local stand-in in tests (stripe-mock and the like). */
  STRIPE_API_URL: z.url().optional(),
  // The seller's identity on invoices and credit notes (Code de commerce L441-9, CGI annexe II art. 242 nonies A).
  SELLER_NAME: z.string().trim().min(1).default(shop.name),
  SELLER_LEGAL_FORM: z.string().trim().min(1).default('SARL'),
  SELLER_SHARE_CAPITAL: z.string().trim().min(1).default('1 000 €'),
  SELLER_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default(shopAddressLine({ withCountry: true })),
  SELLER_SIRET: z
    .string()
    .transform((value) => value.replaceAll(' ', ''))
    .pipe(z.string().regex(/^\d{14}$/, 'must be the 14 digits of a SIRET'))
    .default('00000000000000'),
  SELLER_RCS_CITY: z.string().trim().min(1).default('Nice'),
  SELLER_VAT_NUMBER: z
    .string()
    .transform((value) => value.replaceAll(' ', '').toUpperCase())
    .pipe(z.string().regex(/^FR[0-9A-Z]{2}\d{9}$/, 'must be a French intra-EU VAT number (FR, 2 characters, the 9 digits of the SIREN)'))
    .default('FR00000000000'),
});

export interface Config {
  environment: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Everything the shop writes: the database file, the mail outbox, deployed feature apps. */
  dataDir: string;
  logLevel: string;
  publicUrl: string;
  /** Where mail goes; without it, to `.eml` files in `{dataDir}/mail`. */
  smtpUrl?: string;
  /** Where the shop is told of each new paid order. */
  shopEmail: string;
  /** The staff account created on first start. */
  staffAccount: { email: string; password?: string };
  /** The key sealing the staff's authenticator secrets (base64); without it, `secrets.key` in `dataDir`. */
  secretsKey?: string;
  /** The reverse proxies whose X-Forwarded-For gives the client's address (rate limits count by it); none: false. */
  trustProxy: false | string[];
  /** How long catalogue answers are kept in memory (0: never). */
  catalogueCacheSeconds: number;
  /** How long a client may take to send a request, and an idle connection may stay open. */
  requestTimeoutSeconds: number;
  /** A customer's data export with more invoices and credit notes than this is made in the background and mailed. */
  dataExportInstantDocuments: number;
  /** PostgreSQL; without it the shop uses the SQLite file in `dataDir`. */
  databaseUrl?: string;
  /** Where every API process keeps the rate limits' counters, to share them; without it, in memory. */
  redisUrl?: string;
  /** What the shop's keys in Redis start with (the rate-limit plugin's own prefix without it). */
  redisKeyPrefix?: string;
  /** Backups of the SQLite file: where, at what hour of the night (Paris time; `off`: none), how many kept. */
  backups: BackupSettings;
  /** Who may read /metrics: the networks it answers (CIDRs), and a token that reads it from anywhere. */
  metrics: { allowedNetworks: string[]; token?: string };
  /** The product pictures the build drew (the seed's), which the server serves. */
  picturesDir: string;
  /** The shell's build: the page every address starts from, and the shell's own pages. */
  shellDir: string;
  /** Where this process keeps copies of the photos the owner uploaded (their files live in the database). */
  photosDir: string;
  /** How long an order waits for its payment before it is cancelled and its stock given back. */
  unpaidOrderMinutes: number;
  /** Stripe Checkout takes the payments when set; else the built-in test provider. */
  stripe?: StripeConfig;
  /** `PAYMENTS=test`: the test provider was asked for by name (production refuses to start with it otherwise). */
  testPaymentsAsked: boolean;
  /** Who sells, on invoices and credit notes. */
  seller: SellerIdentity;
}

export interface BackupSettings {
  dir: string;
  nightlyHour: number | null;
  /** The newest backup of each of the last `days` days, and of each of the last `weeks` weeks. */
  keep: { days: number; weeks: number };
}

/** The shop's legal identity, as its invoices must print it. */
export interface SellerIdentity {
  name: string;
  legalForm: string;
  /** As printed: `10 000 €`. */
  shareCapital: string;
  /** One line: street, postcode and city, country. */
  address: string;
  /** 14 digits; the SIREN is its first 9. */
  siret: string;
  /** The city of the trade and companies register (RCS) the shop is registered at. */
  rcsCity: string;
  vatNumber: string;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API elsewhere than api.stripe.com (a stand-in). */
  apiUrl?: string;
}

/**
 * Why the owner's password is refused, as any new password would be (the spec's rule, the common list, the shop's
 * words and the account's own), or undefined.
 */
function refusalOfStaffPassword(password: string, email: string): string | undefined {
  const rule = newPasswordSchema.safeParse(password);
  if (!rule.success) return 'needs at least 8 characters, with a capital, a lowercase letter and a digit';
  if (isCommonPassword(password, ownWords({ email })))
    return 'is too easy to guess: it is a common password, or made of the shop’s words or the account’s e-mail; choose another';
  return undefined;
}

/** Reads the configuration once at start-up; a wrong value stops the server with a clear message. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const env = parsed.data;
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration:\n✖ STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both to take payments with Stripe, or neither for the test provider',
    );
  }
  if (env.PAYMENTS === 'test' && env.STRIPE_SECRET_KEY) {
    throw new Error(
      'Invalid configuration:\n✖ PAYMENTS=test asks for the test provider, which takes no money, but Stripe keys are set: unset PAYMENTS to take payments with Stripe, or the keys to run a test shop',
    );
  }
  const staffPasswordRefusal = env.STAFF_PASSWORD === undefined ? undefined : refusalOfStaffPassword(env.STAFF_PASSWORD, env.STAFF_EMAIL);
  if (staffPasswordRefusal) throw new Error(`Invalid configuration:\n✖ STAFF_PASSWORD ${staffPasswordRefusal}`);
  // `pnpm start` runs inside api/; a relative DATA_DIR means relative to where the command was typed.
  const base = environment.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, env.DATA_DIR);
  return {
    environment: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    logLevel: env.LOG_LEVEL,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    smtpUrl: env.SMTP_URL,
    shopEmail: env.SHOP_EMAIL,
    staffAccount: { email: env.STAFF_EMAIL, password: env.STAFF_PASSWORD },
    secretsKey: env.SECRETS_KEY,
    trustProxy: env.TRUST_PROXY,
    catalogueCacheSeconds: env.CATALOGUE_CACHE_SECONDS,
    requestTimeoutSeconds: env.REQUEST_TIMEOUT_SECONDS,
    dataExportInstantDocuments: env.DATA_EXPORT_INSTANT_DOCUMENTS,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    metrics: { allowedNetworks: env.METRICS_ALLOW, token: env.METRICS_TOKEN },
    backups: {
      dir: env.BACKUP_DIR ? path.resolve(base, env.BACKUP_DIR) : path.join(dataDir, 'backups'),
      nightlyHour: env.BACKUP_HOUR === 'off' ? null : env.BACKUP_HOUR,
      keep: { days: env.BACKUP_KEEP_DAYS, weeks: env.BACKUP_KEEP_WEEKS },
    },
    picturesDir: builtPicturesDir,
    shellDir: builtShellDir,
    photosDir: path.join(dataDir, 'photos'),
    unpaidOrderMinutes: env.UNPAID_ORDER_MINUTES,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL }
        : undefined,
    testPaymentsAsked: env.PAYMENTS === 'test',
    seller: {
      name: env.SELLER_NAME,
      legalForm: env.SELLER_LEGAL_FORM,
      shareCapital: env.SELLER_SHARE_CAPITAL,
      address: env.SELLER_ADDRESS,
      siret: env.SELLER_SIRET,
      rcsCity: env.SELLER_RCS_CITY,
      vatNumber: env.SELLER_VAT_NUMBER,
    },
  };
}
