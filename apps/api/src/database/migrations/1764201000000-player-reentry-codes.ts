import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12 "Access that survives devices": a player's one-time re-entry code, stored as its SHA-256
 * (looked up by hash, so unique while out) with the time it stops working.
 */
export class PlayerReentryCodes1764201000000 implements MigrationInterface {
  name = 'PlayerReentryCodes1764201000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE players ADD COLUMN reentry_code_hash char(64), ADD COLUMN reentry_expires_at timestamptz`,
    );
    await q.query(
      `CREATE UNIQUE INDEX players_reentry_code_hash ON players (reentry_code_hash) WHERE reentry_code_hash IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX players_reentry_code_hash`);
    await q.query(`ALTER TABLE players DROP COLUMN reentry_code_hash, DROP COLUMN reentry_expires_at`);
  }
}
