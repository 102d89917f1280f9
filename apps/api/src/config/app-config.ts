import { resolve } from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `false`, a hop count, or addresses/subnets (Express "trust proxy" names, e.g. `loopback,10.0.0.0/8`). */
const trustProxySchema = z
  .string()
  .trim()
  .regex(
    /^(false|\d{1,2}|(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)(\s*,\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?))*)$/,
    'must be false, a number of proxy hops, or a comma-separated list of proxy addresses/subnets',
  )
  .transform((value): TrustProxy => {
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((part) => part.trim());
  });

/** Where card images come from by default: the host of the swu-db `FrontArt`/`BackArt` URLs. */
export const DEFAULT_IMAGE_HOSTS = ['https://cdn.swu-db.com'];

/** Comma-separated origins (`https://host[:port]`, no path) the browser may load card images from (CSP img-src). */
const imageHostsSchema = z
  .string()
  .max(2000)
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, 'each must be an origin like https://images.example.com'),
      )
      .min(1)
      .max(20),
  );

/** The address phones use to reach Cantina (join QR, printed sheet): an absolute http(s) origin, no path. */
const publicUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .regex(
    /^https?:\/\/([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?\/?$/,
    'must be an absolute http(s) URL without a path, like https://cantina.example.com or http://192.168.1.20:3000',
  )
  .transform((value) => value.replace(/\/$/, ''));

/** Which proxies may set X-Forwarded-For: none, the nearest N hops, or these addresses. */
export type TrustProxy = false | number | string[];

/** Every environment variable Cantina reads, validated once at boot (README "Configuration"). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  CANTINA_ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_PER_TOKEN_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  SOCKET_CONNECTS_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  SOCKET_PICKS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: trustProxySchema.default(false),
  SOCKET_ADAPTER: z.enum(['memory', 'postgres']).default('memory'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DB_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  TLS_CERT: z.string().min(1).optional(),
  TLS_KEY: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().optional(),
  IMAGE_HOSTS: imageHostsSchema.default(DEFAULT_IMAGE_HOSTS),
  PUBLIC_URL: publicUrlSchema.optional(),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  /** Unset: main.ts starts the embedded PostgreSQL and fills this in before the app is created. */
  databaseUrl: string | undefined;
  dataDir: string;
  adminToken: string | undefined;
  logLevel: LogLevel;
  /** Per client address and route, for requests without a token. */
  rateLimitPerMinute: number;
  /** Per token and route, for requests with a known token. */
  rateLimitPerTokenPerMinute: number;
  /** socket.io handshakes per client address. */
  socketConnectsPerMinute: number;
  /** socket `pick` messages per player. */
  socketPicksPerMinute: number;
  trustProxy: TrustProxy;
  socketAdapter: 'memory' | 'postgres';
  /** Connections in the pool of each node. */
  dbPoolSize: number;
  /** How long a request waits for a pooled connection before it is a 503 (pg `connectionTimeoutMillis`). */
  dbPoolTimeoutMs: number;
  /** PEM files: both set, the server speaks HTTPS (and wss) only. */
  tls: { certFile: string; keyFile: string } | undefined;
  /** The built Angular app; served at `/` when the directory exists. */
  webDistDir: string;
  /** JSON card sets bundled with the app, imported at start when missing. */
  demoSetsDir: string;
  /** Origins card images may be loaded from (added to the CSP img-src). */
  imageHosts: string[];
  /** `PUBLIC_URL`: where phones reach this server (join QR); unset, the web app picks a LAN address. */
  publicUrl: string | undefined;
}

/** Where the build puts what the server reads from disk (they differ between dist/ and the sources). */
export interface PathDefaults {
  webDistDir: string;
  demoSetsDir: string;
}

export class ConfigError extends Error {}

/** Blank variables count as unset, so `DATABASE_URL=` in a shell behaves like no variable. */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]?.trim()));
}

export function loadConfig(env: NodeJS.ProcessEnv, paths: PathDefaults): AppConfig {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (!e.TLS_CERT !== !e.TLS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  TLS_CERT, TLS_KEY: set both (PEM certificate and key files) or neither',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    adminToken: e.CANTINA_ADMIN_TOKEN,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitPerTokenPerMinute: e.RATE_LIMIT_PER_TOKEN_PER_MINUTE,
    socketConnectsPerMinute: e.SOCKET_CONNECTS_PER_MINUTE,
    socketPicksPerMinute: e.SOCKET_PICKS_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    socketAdapter: e.SOCKET_ADAPTER,
    dbPoolSize: e.DB_POOL_SIZE,
    dbPoolTimeoutMs: e.DB_POOL_TIMEOUT_MS,
    tls: e.TLS_CERT && e.TLS_KEY ? { certFile: resolve(e.TLS_CERT), keyFile: resolve(e.TLS_KEY) } : undefined,
    webDistDir: resolve(e.WEB_DIST_DIR ?? paths.webDistDir),
    demoSetsDir: paths.demoSetsDir,
    imageHosts: e.IMAGE_HOSTS,
    publicUrl: e.PUBLIC_URL,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
