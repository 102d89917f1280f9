import { Pool, type PoolClient, type PoolConfig } from 'pg';
import { ADAPTER_NOTIFY_SQL, NotifyBatcher } from './notify-batcher';

/** Where an error of the adapter's connections came from, for the log. */
export type AdapterPoolErrorSource = 'listen-connection' | 'idle-connection';

/**
 * The pool given to `@socket.io/postgres-adapter` (0.5.0). The adapter runs its queries (NOTIFY,
 * attachments, clean-up) through `query()`, and takes ONE client with a promise-style `connect()` to
 * LISTEN on; when that client emits `end` it connects again and re-LISTENs. What it leaves out, and
 * this pool adds to that client:
 * - an `error` listener: a LISTEN connection cut by the server (restart, `pg_terminate_backend`)
 *   emits `error` first, which with no listener throws and kills the process;
 * - a release on `end`: the adapter drops a dead client without releasing it, so each cut would keep
 *   a pool slot for ever until the pool is full and every broadcast (local ones included, they wait
 *   for the publish) hangs;
 * - one LISTEN client at a time: a cut during its LISTEN makes the adapter schedule two reconnections,
 *   and two listening clients would deliver every message twice, so a new one retires the previous;
 * - no reconnection once the pool is ending: a `connect()` then never settles, which ends the
 *   adapter's retry loop (it would otherwise retry every ~2 s for ever and keep a closing node alive).
 * `pg`'s own `query()` uses the callback form of `connect()`, so only the adapter's LISTEN client
 * goes through the promise form. The adapter's NOTIFYs go out several per statement (`NotifyBatcher`).
 */
export class SocketAdapterPool extends Pool {
  private listenClient?: PoolClient;
  private readonly notifies = new NotifyBatcher((sql, values) => super.query(sql, values));

  constructor(
    config: PoolConfig,
    private readonly onError: (error: Error, source: AdapterPoolErrorSource) => void,
  ) {
    super(config);
    // An idle connection cut by the server must not crash the node either (pg-pool drops it).
    this.on('error', (error) => this.onError(error, 'idle-connection'));
  }

  /** The adapter's `pg_notify` joins the next batch; every other query goes out as it is. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query() overloads, passed through untouched
  override query(...args: any[]): any {
    const [text, values] = args as [unknown, unknown[] | undefined];
    if (text === ADAPTER_NOTIFY_SQL && values?.length === 2 && args.length === 2) {
      return this.notifies.notify(String(values[0]), String(values[1]));
    }
    return (super.query as (...a: unknown[]) => unknown).apply(this, args);
  }

  override connect(): Promise<PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<PoolClient> | void {
    if (callback) return super.connect(callback);
    if (this.ending) return new Promise<PoolClient>(() => undefined);
    return super.connect().then((client) => this.guardListenClient(client));
  }

  private guardListenClient(client: PoolClient): PoolClient {
    if (this.listenClient) retire(this.listenClient);
    this.listenClient = client;
    client.on('error', (error) => this.onError(error, 'listen-connection'));
    const release = client.release.bind(client);
    let released = false;
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      if (this.listenClient === client) this.listenClient = undefined;
      release(error);
    };
    client.once('end', () => client.release(new Error('LISTEN connection ended')));
    return client;
  }
}

/** Stops a superseded LISTEN client for good: no more notifications, no reconnection from its end. */
function retire(client: PoolClient): void {
  client.removeAllListeners('notification');
  client.removeAllListeners('end');
  client.release(new Error('superseded LISTEN connection'));
}
