import type { INestApplication } from '@nestjs/common';
import type { EmbeddedDatabase } from './database/embedded-postgres';

/** How long a graceful stop may take before we force it (then PostgreSQL still gets stopped). */
export const SHUTDOWN_LIMIT_MS = 10_000;
/** Fast-shutdown grace of the embedded PostgreSQL when forced. */
const FORCED_DATABASE_GRACE_MS = 3_000;

type Log = (level: 'info' | 'error', msg: string) => void;

function within<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Ctrl-C or SIGTERM: close HTTP, sockets and the pool, then stop the embedded PostgreSQL, so nothing
 * is left running. Past SHUTDOWN_LIMIT_MS, or at a second Ctrl-C/SIGTERM, we stop waiting for the app
 * and exit, still stopping PostgreSQL (briefly) first.
 */
export function stopOnSignals(
  app: () => INestApplication | undefined,
  embedded: EmbeddedDatabase | undefined,
  log: Log,
  limitMs = SHUTDOWN_LIMIT_MS,
): void {
  let stopping = false;
  let forced = false;
  const force = async (why: string) => {
    if (forced) return;
    forced = true;
    log('error', `${why}: forcing exit`);
    await within(embedded?.stop(FORCED_DATABASE_GRACE_MS) ?? Promise.resolve(), FORCED_DATABASE_GRACE_MS + 3_000);
    process.exit(1);
  };
  const stop = async (signal: string) => {
    if (stopping) return force(`${signal} received again`);
    stopping = true;
    log('info', `${signal} received, shutting down (a second ${signal} forces it)`);
    const limit = setTimeout(() => void force(`shutdown took over ${limitMs} ms`), limitMs);
    await app()
      ?.close()
      .catch((error: unknown) => log('error', `closing the app: ${String(error)}`));
    await embedded?.stop().catch((error: unknown) => log('error', `stopping PostgreSQL: ${String(error)}`));
    clearTimeout(limit);
    if (!forced) process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
}
