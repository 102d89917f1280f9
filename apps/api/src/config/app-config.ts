import { resolve } from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  SOCKET_ADAPTER: z.enum(['memory', 'postgres']).default('memory'),
  WEB_DIST_DIR: z.string().optional(),
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
  rateLimitPerMinute: number;
  socketAdapter: 'memory' | 'postgres';
  /** The built Angular app; served at `/` when the directory exists. */
  webDistDir: string;
  /** JSON card sets bundled with the app, imported at start when missing. */
  demoSetsDir: string;
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
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    adminToken: e.CANTINA_ADMIN_TOKEN,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    socketAdapter: e.SOCKET_ADAPTER,
    webDistDir: resolve(e.WEB_DIST_DIR ?? paths.webDistDir),
    demoSetsDir: paths.demoSetsDir,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
