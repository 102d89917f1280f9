import { spawn, type ChildProcess } from 'node:child_process';
import { postgresEnvironment } from './postgres-environment';
import type { RunAs } from './postgres-os-user';

export interface PostgresServerOptions {
  binary: string;
  clusterDir: string;
  port: number;
  runAs: RunAs;
  flags: string[];
  log: (msg: string) => void;
}

/** FATALs that only tell a client "not now" while the server starts, recovers or stops. */
const CLIENT_SIDE_NOISE = /not yet accepting connections|is starting up|is shutting down|due to administrator command/;

export type ExitInfo = { code: number | null; signal: NodeJS.Signals | null };

/** One running postmaster that we spawned: its pid, its exit, and how to stop it. */
export class PostgresServerProcess {
  readonly exited: Promise<ExitInfo>;

  private constructor(private readonly child: ChildProcess) {
    this.exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
    // If Node exits without stopping us (a crash, process.exit), take the server down with it.
    const onNodeExit = () => child.kill('SIGQUIT');
    process.once('exit', onNodeExit);
    void this.exited.then(() => process.off('exit', onNodeExit));
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Spawns the postmaster and resolves once it accepts connections; rejects if it exits first. */
  static async start(options: PostgresServerOptions): Promise<PostgresServerProcess> {
    const child = spawn(
      options.binary,
      ['-D', options.clusterDir, '-p', String(options.port), '-c', 'lc_messages=C', ...options.flags],
      { ...options.runAs, env: postgresEnvironment(), stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const server = new PostgresServerProcess(child);
    // The last few KB of the log: a message may straddle two chunks.
    let output = '';
    await new Promise<void>((ready, failed) => {
      child.once('error', failed);
      child.stderr?.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        output = (output + text).slice(-8192);
        if (output.includes('database system is ready to accept connections')) ready();
        if (/\b(FATAL|PANIC):/.test(text) && !CLIENT_SIDE_NOISE.test(text)) {
          options.log(`embedded PostgreSQL: ${text.trim()}`);
        }
      });
      void server.exited.then(({ code, signal }) =>
        failed(new Error(`PostgreSQL exited while starting (code ${code}, signal ${signal}): ${output.trim()}`)),
      );
    });
    return server;
  }

  /**
   * Fast shutdown (SIGINT: sessions are cut, data is safe); after `graceMs` an immediate shutdown
   * (SIGQUIT, crash recovery at the next start), and SIGKILL as a last resort.
   */
  async stop(graceMs = 10_000): Promise<void> {
    if (!this.running) return;
    const exitedWithin = async (ms: number) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((r) => (timer = setTimeout(() => r(false), ms)));
      const done = await Promise.race([this.exited.then(() => true), timeout]);
      clearTimeout(timer);
      return done;
    };
    this.child.kill('SIGINT');
    if (await exitedWithin(graceMs)) return;
    this.child.kill('SIGQUIT');
    if (await exitedWithin(2_000)) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }
}
