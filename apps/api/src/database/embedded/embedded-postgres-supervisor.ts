import { PostgresServerProcess, type PostgresServerOptions } from './postgres-server-process';
import { clearStalePostmaster } from './stale-postmaster';

/** Waits between restart attempts: quick at first (a crash recovers in a second), then at most 10 s. */
export function restartDelayMs(attempt: number): number {
  return Math.min(250 * 2 ** attempt, 10_000);
}

/**
 * Keeps the embedded PostgreSQL running: when the postmaster exits without being asked to (killed,
 * crashed, OOM), it is started again on the same port and data, with backoff, until it stays up. The
 * app's pool keeps its URL and reconnects by itself; requests meanwhile are 503.
 */
export class EmbeddedPostgresSupervisor {
  private server: PostgresServerProcess | undefined;
  private stopping = false;
  private restarts = 0;

  constructor(private readonly options: PostgresServerOptions) {}

  /** The postmaster pid (for logs and tests). */
  get pid(): number | undefined {
    return this.server?.pid;
  }

  get restartCount(): number {
    return this.restarts;
  }

  async start(): Promise<void> {
    await clearStalePostmaster(this.options.clusterDir, this.options.binary, this.options.log);
    this.watch(await PostgresServerProcess.start(this.options));
  }

  async stop(graceMs?: number): Promise<void> {
    this.stopping = true;
    await this.server?.stop(graceMs);
  }

  private watch(server: PostgresServerProcess): void {
    this.server = server;
    void server.exited.then(({ code, signal }) => {
      if (this.stopping) return;
      this.options.log(`embedded PostgreSQL (pid ${server.pid}) exited (code ${code}, signal ${signal}); restarting`);
      void this.restart();
    });
  }

  private async restart(): Promise<void> {
    for (let attempt = 0; !this.stopping; attempt++) {
      await new Promise((r) => setTimeout(r, restartDelayMs(attempt)));
      if (this.stopping) return;
      try {
        await clearStalePostmaster(this.options.clusterDir, this.options.binary, this.options.log);
        const server = await PostgresServerProcess.start(this.options);
        if (this.stopping) {
          await server.stop();
          return;
        }
        this.restarts++;
        this.options.log(`embedded PostgreSQL restarted (pid ${server.pid}) on 127.0.0.1:${this.options.port}`);
        this.watch(server);
        return;
      } catch (error) {
        this.options.log(`restarting embedded PostgreSQL failed (attempt ${attempt + 1}): ${String(error)}`);
      }
    }
  }
}
