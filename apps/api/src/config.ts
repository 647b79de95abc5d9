import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { generateVapidKeys } from './modules/push/web-push-sender.ts';

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
  TRUST_PROXY: z.enum(['0', '1']).optional(),
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
  DEMO_DATA: z.enum(['0', '1'], { error: 'DEMO_DATA doit valoir 0 ou 1' }).optional(),
  /** Browser tests only: push subscriptions to 127.0.0.1 (refused unless NODE_ENV=test). */
  ELAN_TEST_PUSH_LOOPBACK: z
    .enum(['1'], { error: 'ELAN_TEST_PUSH_LOOPBACK ne peut valoir que 1' })
    .optional(),
  NODE_ENV: z.string().optional(),
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
});

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
  /** Behind a reverse proxy: read the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Web Push keys: VAPID_* variables, else the pair generated once in DATA_DIR/secrets.json. */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** `JOBS=off`: this process serves HTTP only (it still queues jobs for the process that runs them). */
  isJobsEnabled: boolean;
  /** `DEMO_DATA=1`: on an empty database, also create the demo members and their activity. */
  isDemoData: boolean;
  /** `ELAN_TEST_PUSH_LOOPBACK=1` with NODE_ENV=test: the browser tests' loopback push endpoints. */
  isTestPushLoopback: boolean;
  /** `ELAN_ONLY=social` (`npm start -- --only social`): the social routes alone, no web app. */
  only: 'social' | undefined;
  /** Origins allowed to call this server from a browser (CORS); the social host defaults to the web app's. */
  corsOrigins: string[];
};

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
    chmodSync(file, 0o600);
  }
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
  const dataDir = path.resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
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
    trustProxy: values.TRUST_PROXY === '1',
    vapid: {
      publicKey: values.VAPID_PUBLIC_KEY ?? secrets.vapidPublicKey,
      privateKey: values.VAPID_PRIVATE_KEY ?? secrets.vapidPrivateKey,
      subject: values.VAPID_SUBJECT,
    },
    isJobsEnabled: values.JOBS === 'on',
    isDemoData: values.DEMO_DATA === '1',
    isTestPushLoopback: values.ELAN_TEST_PUSH_LOOPBACK === '1',
    only: values.ELAN_ONLY,
    corsOrigins: values.CORS_ORIGIN ?? (values.ELAN_ONLY === 'social' ? DEFAULT_WEB_ORIGINS : []),
  };
}
