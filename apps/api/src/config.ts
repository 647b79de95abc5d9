import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { generateVapidKeys } from './lib/vapid-keys.ts';

/** Photos in an S3-compatible bucket (decision 032): the four variables come together, or none. */
const objectStorageEnv = {
  S3_ENDPOINT: z
    .string()
    .refine(
      (value) => /^https?:\/\/[^/\s]+/i.test(value) && URL.canParse(value),
      'S3_ENDPOINT : une adresse http(s)://hôte[:port] (le service compatible S3)',
    )
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'S3_BUCKET : un nom de bucket S3 (3 à 63 caractères : minuscules, chiffres, points, tirets)',
    )
    .optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
};

/** A whole request (headers and body) must arrive within this (ms): a 10 MB photo on a slow link fits. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 120_000;

/** The CONTRACT's environment, parsed once. Nothing else reads `process.env`. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL doit commencer par postgres:// ou postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET doit contenir au moins 32 caractères').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined) {
        context.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
        return z.NEVER;
      }
      return trust;
    })
    .optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      'VAPID_PUBLIC_KEY doit être une clé P-256 non compressée en base64url (87 caractères)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY doit être une clé P-256 en base64url (43 caractères)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:.+|https:\/\/.+)$/, 'VAPID_SUBJECT doit être une adresse mailto: ou une URL https://')
    .default('mailto:notifications@elan.fr'),
  JOBS: z.enum(['on', 'off'], { error: 'JOBS doit valoir on ou off' }).default('on'),
  READ_CACHE: z.enum(['on', 'off'], { error: 'READ_CACHE doit valoir on ou off' }).default('on'),
  WORKERS: z
    .string()
    .regex(/^(auto|[1-9]\d{0,2})$/, 'WORKERS doit valoir auto ou un nombre de processus (1, 2, 4…)')
    .default('1'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, 'REDIS_URL doit commencer par redis:// ou rediss://')
    .optional(),
  /** Set by the primary of `WORKERS` > 1 for its workers: its embedded PostgreSQL (not for people). */
  ELAN_CLUSTER_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'ELAN_CLUSTER_DATABASE_URL est réservée au processus principal')
    .optional(),
  DEMO_DATA: z.enum(['0', '1'], { error: 'DEMO_DATA doit valoir 0 ou 1' }).optional(),
  /** Issue 32: comma-separated e-mails that get the admin role at registration and each sign-in. */
  ADMIN_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .optional(),
  /** Browser tests only: push subscriptions to 127.0.0.1 (refused unless NODE_ENV=test). */
  ELAN_TEST_PUSH_LOOPBACK: z
    .enum(['1'], { error: 'ELAN_TEST_PUSH_LOOPBACK ne peut valoir que 1' })
    .optional(),
  NODE_ENV: z.string().optional(),
  ...objectStorageEnv,
  ELAN_ONLY: z.enum(['social'], { error: 'ELAN_ONLY ne peut valoir que social' }).optional(),
  CORS_ORIGIN: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^https?:\/\/[^/\s]+$/,
            'CORS_ORIGIN : des origines http(s)://hôte[:port] séparées par des virgules',
          ),
      ),
    )
    .optional(),
  // Read when `npm start` builds the web app: the server allows their origins in its CSP.
  VITE_API_URL: webBaseUrl('VITE_API_URL'),
  VITE_SOCIAL_API_URL: webBaseUrl('VITE_SOCIAL_API_URL'),
  // Faults and operations (decision 030)
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN doit contenir au moins 16 caractères').optional(),
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'DB_STATEMENT_TIMEOUT_MS doit être un nombre de millisecondes' })
    .int('DB_STATEMENT_TIMEOUT_MS doit être un nombre entier de millisecondes')
    .min(0, 'DB_STATEMENT_TIMEOUT_MS doit être positif (0 : aucune limite)')
    .default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: 'REQUEST_TIMEOUT_MS doit être un nombre de millisecondes' })
    .int('REQUEST_TIMEOUT_MS doit être un nombre entier de millisecondes')
    .min(1000, 'REQUEST_TIMEOUT_MS doit valoir au moins 1000 (une requête ne peut pas attendre sans fin)')
    .default(DEFAULT_REQUEST_TIMEOUT_MS),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ error: 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS doit être un nombre de millisecondes' })
    .int('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS doit être un nombre entier de millisecondes')
    .min(0, 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS doit être positif (0 : pas de contrôle)')
    .default(1000),
  OVERLOAD_MAX_HEAP_USED_MB: z.coerce
    .number({ error: 'OVERLOAD_MAX_HEAP_USED_MB doit être un nombre de mégaoctets' })
    .int('OVERLOAD_MAX_HEAP_USED_MB doit être un nombre entier de mégaoctets')
    .min(0, 'OVERLOAD_MAX_HEAP_USED_MB doit être positif (0 : pas de contrôle)')
    .optional(),
});

const OBJECT_STORAGE_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;

/** The bucket's settings when all four variables are set, none when none is; else why not. */
function objectStorageOf(values: z.infer<typeof envSchema>): ObjectStorage | undefined {
  const missing = OBJECT_STORAGE_VARIABLES.filter((name) => !values[name]);
  if (missing.length === OBJECT_STORAGE_VARIABLES.length) return undefined;
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY } = values;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY || !S3_SECRET_KEY) {
    throw new Error(
      `Configuration invalide :\n  - S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY et S3_SECRET_KEY se donnent ensemble (ou aucune) : il manque ${missing.join(', ')}`,
    );
  }
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY,
    secretAccessKey: S3_SECRET_KEY,
    region: values.S3_REGION,
  };
}

/** A web app's API base: a same-origin path, or an absolute http(s) address. */
function webBaseUrl(name: string) {
  const message = `${name} : un chemin (/api) ou une adresse http(s)://…`;
  return z
    .string()
    .trim()
    .regex(/^(\/|https?:\/\/[^/\s]+)/i, message)
    .refine((value) => value.startsWith('/') || URL.canParse(value), message)
    .optional();
}

/** The origins of the absolute bases (a path is this server's own origin). */
function originsOf(...bases: (string | undefined)[]) {
  const absolute = bases.filter((base): base is string => base !== undefined && !base.startsWith('/'));
  return [...new Set(absolute.map((base) => new URL(base).origin))];
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The embedded server's password (generated, in DATA_DIR/secrets.json); unused with DATABASE_URL. */
  databasePassword: string;
  jwtSecret: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Built web app to serve; absent in API-only tests. */
  webDist: string | undefined;
  /** Login or register attempts a minute from one address (each e-mail has its own limit of 10). */
  authRateLimitPerIp: number;
  /**
   * Behind a reverse proxy: how many hops of X-Forwarded-For to believe (counted from the
   * right), or the proxies' own addresses; `false` reads none. Never "trust everything".
   */
  trustProxy: TrustProxy;
  /** Web Push keys: VAPID_* variables, else the pair generated once in DATA_DIR/secrets.json. */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** `JOBS=off`: this process serves HTTP only (it still queues jobs for the process that runs them). */
  isJobsEnabled: boolean;
  /** `READ_CACHE=off`: no answer kept in memory (decision 050); every read reads the database. */
  isReadCacheEnabled: boolean;
  /** `WORKERS`: server processes sharing the port (`auto`: one per core); 1 runs no cluster. */
  workers: number;
  /** `REDIS_URL`: rate limits in Redis, shared by every process; unset, in this process's memory. */
  redisUrl: string | undefined;
  /** A cluster worker: the embedded PostgreSQL its primary runs (ELAN_CLUSTER_DATABASE_URL). */
  clusterDatabaseUrl: string | undefined;
  /** `DEMO_DATA=1`: on an empty database, also create the demo members and their activity. */
  isDemoData: boolean;
  /** `ADMIN_EMAILS`: lowercase e-mails made admin at registration and at each sign-in. */
  adminEmails: string[];
  /** `ELAN_TEST_PUSH_LOOPBACK=1` with NODE_ENV=test: the browser tests' loopback push endpoints. */
  isTestPushLoopback: boolean;
  /** `ELAN_ONLY=social` (`npm start -- --only social`): the social routes alone, no web app. */
  only: 'social' | undefined;
  /** Origins allowed to call this server from a browser (CORS); the social host defaults to the web app's. */
  corsOrigins: string[];
  /** Other origins the web app calls (absolute VITE_API_URL, VITE_SOCIAL_API_URL): the CSP allows them. */
  apiOrigins: string[];
  /** S3_* variables: photos in that bucket instead of DATA_DIR/uploads (decision 032). */
  objectStorage: ObjectStorage | undefined;
  /** `GET /api/metrics` answers this bearer token only; unset: the endpoint does not exist (404). */
  metricsToken: string | undefined;
  /** `statement_timeout` of the pool's connections (ms; 0 = none): a runaway query is cancelled. */
  statementTimeoutMs: number;
  /** Node's `requestTimeout` (ms): a request not fully received by then gets 408 and its connection closes. */
  requestTimeoutMs: number;
  /** @fastify/under-pressure's limits: past them, 503 with Retry-After (0 = that check off). */
  overload: OverloadLimits;
};

export type OverloadLimits = {
  maxEventLoopDelayMs: number;
  /** Unset: 90 % of V8's heap limit. */
  maxHeapUsedBytes: number | undefined;
  /** How often under-pressure samples (ms); tests sample faster. */
  sampleIntervalMs?: number;
};

/** An S3-compatible bucket for the photos, addressed path-style (`endpoint/bucket/key`). */
export type ObjectStorage = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

export type TrustProxy = false | number | string[];

const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY : 0, un nombre de proxys (1, 2…) ou des adresses IP / plages CIDR séparées par des virgules';
/** proxy-addr's named ranges (Fastify's trustProxy understands them). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string) {
  return (
    NAMED_RANGES.has(entry) ||
    ipaddr.IPv4.isValidFourPartDecimal(entry) ||
    ipaddr.IPv4.isValidCIDRFourPartDecimal(entry) ||
    ipaddr.IPv6.isValid(entry) ||
    ipaddr.IPv6.isValidCIDR(entry)
  );
}

/** `0` → off; `1`, `2`… → that many hops; else a list of addresses or CIDR ranges. */
function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim();
  if (/^\d{1,2}$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

/** The web app's origin when it runs with the defaults (`npm start`). */
const DEFAULT_WEB_ORIGINS = ['http://127.0.0.1:3000', 'http://localhost:3000'];

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

type SecretsFile = {
  jwtSecret: string;
  databasePassword: string;
  vapidPublicKey: string;
  vapidPrivateKey: string;
};

/**
 * Secrets are generated on first start and kept in DATA_DIR with mode 0600; one missing from
 * an older file (the embedded database's password) is added, the others are kept.
 */
function loadOrCreateSecrets(dataDir: string): SecretsFile {
  const file = path.join(dataDir, 'secrets.json');
  // Keys of a newer or older Élan (push keys…) are kept as they are.
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<SecretsFile>) : {};
  const vapid =
    stored.vapidPublicKey && stored.vapidPrivateKey
      ? { publicKey: stored.vapidPublicKey, privateKey: stored.vapidPrivateKey }
      : generateVapidKeys();
  const secrets: SecretsFile = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    databasePassword: stored.databasePassword ?? randomBytes(24).toString('base64url'),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
  if (Object.keys(secrets).some((key) => stored[key as keyof SecretsFile] === undefined)) {
    writeFileSync(file, JSON.stringify({ ...stored, ...secrets }, null, 2), { mode: 0o600 });
  }
  // Re-checked at every start: a copy or a restore may have left the file readable by others.
  chmodSync(file, 0o600);
  return secrets;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset (`DATABASE_URL= npm start`).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuration invalide :\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  if (Boolean(values.VAPID_PUBLIC_KEY) !== Boolean(values.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Configuration invalide :\n  - VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY se donnent ensemble (ou aucune des deux)',
    );
  }
  if (values.ELAN_TEST_PUSH_LOOPBACK && values.NODE_ENV !== 'test') {
    throw new Error(
      'Configuration invalide :\n  - ELAN_TEST_PUSH_LOOPBACK sert aux tests seulement (NODE_ENV=test) : retirez-la',
    );
  }
  const objectStorage = objectStorageOf(values);
  const dataDir = path.resolve(values.DATA_DIR);
  // Owner-only, like every folder Élan creates in it (uploads, the embedded database's).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secrets = loadOrCreateSecrets(dataDir);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databasePassword: secrets.databasePassword,
    jwtSecret: values.JWT_SECRET ?? secrets.jwtSecret,
    logLevel: values.LOG_LEVEL,
    webDist: values.WEB_DIST ?? DEFAULT_WEB_DIST,
    authRateLimitPerIp: values.AUTH_RATE_LIMIT_PER_IP,
    trustProxy: values.TRUST_PROXY ?? false,
    vapid: {
      publicKey: values.VAPID_PUBLIC_KEY ?? secrets.vapidPublicKey,
      privateKey: values.VAPID_PRIVATE_KEY ?? secrets.vapidPrivateKey,
      subject: values.VAPID_SUBJECT,
    },
    isJobsEnabled: values.JOBS === 'on',
    isReadCacheEnabled: values.READ_CACHE === 'on',
    workers: values.WORKERS === 'auto' ? availableParallelism() : Number(values.WORKERS),
    redisUrl: values.REDIS_URL,
    clusterDatabaseUrl: values.ELAN_CLUSTER_DATABASE_URL,
    isDemoData: values.DEMO_DATA === '1',
    adminEmails: values.ADMIN_EMAILS ?? [],
    isTestPushLoopback: values.ELAN_TEST_PUSH_LOOPBACK === '1',
    only: values.ELAN_ONLY,
    corsOrigins: values.CORS_ORIGIN ?? (values.ELAN_ONLY === 'social' ? DEFAULT_WEB_ORIGINS : []),
    apiOrigins: originsOf(values.VITE_API_URL, values.VITE_SOCIAL_API_URL),
    metricsToken: values.METRICS_TOKEN,
    statementTimeoutMs: values.DB_STATEMENT_TIMEOUT_MS,
    requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    overload: {
      maxEventLoopDelayMs: values.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes:
        values.OVERLOAD_MAX_HEAP_USED_MB === undefined
          ? undefined
          : values.OVERLOAD_MAX_HEAP_USED_MB * 1024 * 1024,
    },
    objectStorage,
  };
}
