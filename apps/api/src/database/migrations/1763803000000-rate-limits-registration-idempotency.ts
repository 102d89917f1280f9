import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RateLimitsRegistrationIdempotency1763803000000 implements MigrationInterface {
  name = 'RateLimitsRegistrationIdempotency1763803000000';

  async up(q: QueryRunner): Promise<void> {
    // Rate-limit counters shared by every API node. UNLOGGED: no WAL per request, and losing the
    // counters in a crash only forgives a minute of traffic. fillfactor leaves room for HOT updates.
    await q.query(`
      CREATE UNLOGGED TABLE rate_limit_hits (
        key varchar(128) PRIMARY KEY,
        hits int NOT NULL,
        window_ends timestamptz NOT NULL,
        blocked_until timestamptz
      ) WITH (fillfactor = 70)`);
    // The organizer can close registration (joins with the code) without leaving the registration phase.
    await q.query(`ALTER TABLE events ADD COLUMN registration_open boolean NOT NULL DEFAULT true`);
    // Replays of create/join with the same Idempotency-Key: only hashes and an encrypted response
    // (the key itself is the encryption key, so the stored tokens are unreadable without it).
    await q.query(`
      CREATE TABLE idempotent_requests (
        key_hash char(64) PRIMARY KEY,
        request_hash char(64) NOT NULL,
        status int NOT NULL,
        response bytea NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX idempotent_requests_expires_at ON idempotent_requests (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotent_requests`);
    await q.query(`ALTER TABLE events DROP COLUMN registration_open`);
    await q.query(`DROP TABLE rate_limit_hits`);
  }
}
