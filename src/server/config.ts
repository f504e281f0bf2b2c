/**
 * Server configuration: every environment variable of DESIGN.md, read and validated once at
 * boot. A bad value throws a ConfigError whose message names the variable, so `npm start`
 * stops with a line a person can act on. SESSION_SECRET, when unset, is generated once and
 * kept in DATA_DIR so sessions survive restarts.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ANALYSES_PER_MINUTE, STORAGE_QUOTA_MB } from './analysis/limits';
import { DEFAULT_ANALYSIS_QUEUE, DEFAULT_ANALYSIS_WORKERS } from './analysis/pool';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export type AiProviderName = 'local' | 'openai';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface OidcSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string | null;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute path; holds tonelens.db (SQLite) and the generated session secret. */
  dataDir: string;
  /** PostgreSQL connection string, or null for SQLite. */
  databaseUrl: string | null;
  sessionSecret: string;
  /** The app's public origin without a trailing slash, e.g. https://tonelens.example.com. */
  publicUrl: string;
  /** True when PUBLIC_URL is https: cookies are Secure and HSTS is sent. */
  secure: boolean;
  localAccounts: boolean;
  oidc: OidcSettings | null;
  ai: {
    provider: AiProviderName;
    baseUrl: string | null;
    apiKey: string | null;
    model: string | null;
    timeoutMs: number;
  };
  tunemindUrl: string | null;
  contactEmail: string;
  redisUrl: string | null;
  /** Absolute path of the built web app (internal; tests point it at a fixture). */
  webDistDir: string;
  /**
   * Which X-Forwarded-* hops to believe (Fastify's trustProxy): false for none, a number of
   * proxies in front of the app, or the addresses/CIDRs of the trusted proxies. Never `true`
   * (which would let any client pick its own address): TRUST_PROXY=true means one proxy.
   */
  trustProxy: false | number | string[];
  logLevel: LogLevel;
  /** GET /metrics: served when METRICS=1 or METRICS_TOKEN is set; with a token, only to its bearer. */
  metrics: { enabled: boolean; token: string | null };
  /** Long texts are analysed on these threads, with at most `queue` waiting (server/analysis/pool.ts). */
  analysisThreads: { workers: number; queue: number };
  /** Per user: analyses a minute (stored and unstored together) and the MB of text they may store. */
  analysisLimits: { perMinute: number; storageQuotaMb: number };
}

/** The repository root, from this file's location (src/server/config.ts). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const SECRET_FILE = 'session-secret';
const MIN_SECRET_LENGTH = 32;

// `.env` files often carry `NAME=` for "unset"; treat blank like absent.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const text = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);

function urlWith(protocols: readonly string[], description: string) {
  return z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    // abort: later checks on the same value assume it parses as a URL.
    { error: `must be ${description}`, abort: true },
  );
}

const httpUrl = urlWith(['http:', 'https:'], 'an http:// or https:// URL');

function integer(min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    );
}

const TRUE = ['true', '1', 'yes', 'on'];
const FALSE = ['false', '0', 'no', 'off'];
const boolean = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => TRUE.includes(value) || FALSE.includes(value), {
    error: 'must be true or false',
  })
  .transform((value) => TRUE.includes(value));

/** proxy-addr's names for ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/u.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: false/no/off (none), a hop count (`1`: one proxy in front), true/yes/on (also
 * one proxy), or a comma-separated list of proxy addresses, CIDRs and range names.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (FALSE.includes(lower) && lower !== '0') return false;
    if (TRUE.includes(lower) && lower !== '1') return 1;
    if (/^\d{1,2}$/u.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.find((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be false, a number of proxies (e.g. 1), or a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8,192.168.1.5)',
      });
      return z.NEVER;
    }
    return entries;
  });

const isLoopback = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

const EnvSchema = z
  .object({
    PORT: optional(integer(0, 65_535)),
    HOST: optional(text(z.string().min(1))),
    DATA_DIR: optional(text(z.string().min(1))),
    DATABASE_URL: optional(
      text(urlWith(['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// connection URL')),
    ),
    SESSION_SECRET: optional(
      text(z.string().min(MIN_SECRET_LENGTH, { error: `must be at least ${MIN_SECRET_LENGTH} characters` })),
    ),
    PUBLIC_URL: optional(
      text(httpUrl).refine(
        (value) => {
          const url = new URL(value);
          return (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash;
        },
        { error: 'must be an origin such as https://tonelens.example.com, without a path' },
      ),
    ),
    OIDC_ISSUER_URL: optional(
      text(httpUrl).refine(
        (value) => {
          const url = new URL(value);
          return url.protocol === 'https:' || isLoopback(url.hostname);
        },
        { error: 'must use https:// (http:// is accepted only for localhost)' },
      ),
    ),
    OIDC_CLIENT_ID: optional(text(z.string().min(1))),
    OIDC_CLIENT_SECRET: optional(text(z.string().min(1))),
    LOCAL_ACCOUNTS: optional(boolean),
    AI_PROVIDER: optional(
      text(z.string()).pipe(z.enum(['local', 'openai'], { error: "must be 'local' or 'openai'" })),
    ),
    AI_BASE_URL: optional(text(httpUrl)),
    AI_API_KEY: optional(text(z.string().min(1))),
    AI_MODEL: optional(text(z.string().min(1))),
    AI_TIMEOUT_MS: optional(integer(100, 600_000)),
    TUNEMIND_URL: optional(text(httpUrl)),
    CONTACT_EMAIL: optional(text(z.email({ error: 'must be an e-mail address' }))),
    REDIS_URL: optional(text(urlWith(['redis:', 'rediss:'], 'a redis:// or rediss:// URL'))),
    WEB_DIST_DIR: optional(text(z.string().min(1))),
    TRUST_PROXY: optional(trustProxy),
    METRICS: optional(boolean),
    ANALYSIS_WORKERS: optional(integer(1, 64)),
    ANALYSIS_QUEUE: optional(integer(0, 10_000)),
    ANALYSES_PER_MINUTE: optional(integer(1, 100_000)),
    STORAGE_QUOTA_MB: optional(integer(1, 10_000_000)),
    METRICS_TOKEN: optional(text(z.string().min(16, { error: 'must be at least 16 characters' }))),
    LOG_LEVEL: optional(
      text(z.string()).pipe(
        z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
          error: 'must be one of fatal, error, warn, info, debug, trace, silent',
        }),
      ),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER_URL && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'is required when OIDC_ISSUER_URL is set',
      });
    }
    if (!env.OIDC_ISSUER_URL && (env.OIDC_CLIENT_ID || env.OIDC_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER_URL'],
        message: 'is required when OIDC_CLIENT_ID or OIDC_CLIENT_SECRET is set',
      });
    }
    if (env.LOCAL_ACCOUNTS === false && !env.OIDC_ISSUER_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LOCAL_ACCOUNTS'],
        message: 'can be false only when OIDC_ISSUER_URL is set; otherwise nobody could sign in',
      });
    }
    if (env.AI_PROVIDER === 'openai' && !env.AI_API_KEY && !env.AI_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_PROVIDER'],
        message: "is 'openai' but neither AI_API_KEY nor AI_BASE_URL (for a local model server) is set",
      });
    }
  });

type Env = Record<string, string | undefined>;

function describeIssues(error: z.ZodError, env: Env): string {
  const lines = error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'configuration');
    const raw = env[name];
    // Secrets never appear in the message, other values do so the mistake is visible.
    const shown =
      raw === undefined || /SECRET|KEY|TOKEN|DATABASE_URL|REDIS_URL/.test(name) ? '' : ` (got "${raw}")`;
    return `${name} ${issue.message}${shown}`;
  });
  return `Invalid configuration: ${lines.join('; ')}.`;
}

/** Reads DATA_DIR/session-secret, creating it on first start; concurrent starts agree on one value. */
function persistedSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  const read = () => readFileSync(file, 'utf8').trim();
  try {
    // 0700: the journal and the secret are this user's alone (db.ts opens the database files 0600).
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url') + '\n', { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const secret = read();
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(
        `Invalid configuration: SESSION_SECRET is unset and ${file} holds fewer than ${MIN_SECRET_LENGTH} characters; delete the file to generate a new one.`,
      );
    }
    return secret;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(
      `Invalid configuration: DATA_DIR "${dataDir}" is not writable (${code}); the session secret cannot be kept there. Set DATA_DIR or SESSION_SECRET.`,
    );
  }
}

/** Parses and validates the environment; throws ConfigError naming the first bad variables. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, env));
  const e = parsed.data;
  const port = e.PORT ?? 5000;
  const dataDir = path.resolve(e.DATA_DIR ?? 'data');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    // Loopback unless told otherwise: a journal server is not put on the network by accident.
    host: e.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    sessionSecret: e.SESSION_SECRET ?? persistedSessionSecret(dataDir),
    publicUrl: new URL(publicUrl).origin,
    secure: new URL(publicUrl).protocol === 'https:',
    localAccounts: e.LOCAL_ACCOUNTS ?? true,
    oidc: e.OIDC_ISSUER_URL
      ? {
          issuerUrl: e.OIDC_ISSUER_URL,
          clientId: e.OIDC_CLIENT_ID ?? '',
          clientSecret: e.OIDC_CLIENT_SECRET ?? null,
        }
      : null,
    ai: {
      provider: e.AI_PROVIDER ?? 'local',
      baseUrl: e.AI_BASE_URL ?? null,
      apiKey: e.AI_API_KEY ?? null,
      model: e.AI_MODEL ?? null,
      timeoutMs: e.AI_TIMEOUT_MS ?? 20_000,
    },
    tunemindUrl: e.TUNEMIND_URL ?? null,
    contactEmail: e.CONTACT_EMAIL ?? 'licensing@tonelens.app',
    redisUrl: e.REDIS_URL ?? null,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(PROJECT_ROOT, 'dist', 'web'),
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL ?? 'info',
    metrics: { enabled: e.METRICS === true || e.METRICS_TOKEN !== undefined, token: e.METRICS_TOKEN ?? null },
    analysisThreads: {
      workers: e.ANALYSIS_WORKERS ?? DEFAULT_ANALYSIS_WORKERS,
      queue: e.ANALYSIS_QUEUE ?? DEFAULT_ANALYSIS_QUEUE,
    },
    analysisLimits: {
      perMinute: e.ANALYSES_PER_MINUTE ?? ANALYSES_PER_MINUTE,
      storageQuotaMb: e.STORAGE_QUOTA_MB ?? STORAGE_QUOTA_MB,
    },
  };
}
