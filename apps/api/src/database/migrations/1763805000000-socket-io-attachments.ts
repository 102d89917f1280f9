import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The table `@socket.io/postgres-adapter` (0.5.0) keeps broadcasts too big for a NOTIFY in (over its
 * 8,000-byte `payloadThreshold`, or binary): it INSERTs `(payload)` RETURNING `id`, NOTIFYs that id,
 * the other nodes SELECT `payload` by id, and every node DELETEs rows whose `created_at` is older
 * than its `cleanupInterval`. Schema exactly as in the adapter's README.
 */
export class SocketIoAttachments1763805000000 implements MigrationInterface {
  name = 'SocketIoAttachments1763805000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS socket_io_attachments (
        id bigserial UNIQUE,
        created_at timestamptz DEFAULT NOW(),
        payload bytea
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS socket_io_attachments');
  }
}
