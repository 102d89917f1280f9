import type { QueryResult } from 'pg';

/** The statement `@socket.io/postgres-adapter` (0.5.0) publishes every broadcast with. */
export const ADAPTER_NOTIFY_SQL = 'SELECT pg_notify($1, $2)';

/** Notifications sent in one statement at most (each payload is under the adapter's 8,000-byte threshold). */
const MAX_BATCH = 256;

interface Waiting {
  channel: string;
  payload: string;
  done: () => void;
  failed: (error: unknown) => void;
}

/**
 * The socket adapter's NOTIFYs, several per statement: a busy draft pushes a `me` or two per pick, and
 * one `pg_notify` round trip and commit each made two nodes slower than one. Broadcasts made while a
 * statement is out wait and go together in the next, in order (one statement at a time; PostgreSQL
 * delivers a transaction's notifications in the order sent); listeners get the same messages as before.
 * PostgreSQL folds identical notifications of one transaction into one: an identical broadcast twice in
 * a batch reaches other nodes once (every broadcast of ours is a view, so the second changed nothing).
 */
export class NotifyBatcher {
  private queue: Waiting[] = [];
  private sending = false;

  constructor(private readonly send: (sql: string, values: unknown[]) => Promise<QueryResult>) {}

  notify(channel: string, payload: string): Promise<void> {
    return new Promise((done, failed) => {
      this.queue.push({ channel, payload, done, failed });
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.sending || this.queue.length === 0) return;
    this.sending = true;
    const batch = this.queue.slice(0, MAX_BATCH);
    this.queue = this.queue.slice(batch.length);
    try {
      await this.send(
        'SELECT pg_notify(n.channel, n.payload) FROM unnest($1::text[], $2::text[]) AS n(channel, payload)',
        [batch.map((w) => w.channel), batch.map((w) => w.payload)],
      );
      batch.forEach((w) => w.done());
    } catch (error) {
      batch.forEach((w) => w.failed(error));
    } finally {
      this.sending = false;
      void this.flush();
    }
  }
}
