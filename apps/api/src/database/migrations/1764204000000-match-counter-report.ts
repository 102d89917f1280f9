import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12 item 5: a disputed match keeps both players' claims (the first in `report`, the other
 * here), so the organizer can see them side by side and accept either.
 */
export class MatchCounterReport1764204000000 implements MigrationInterface {
  name = 'MatchCounterReport1764204000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE matches ADD COLUMN counter_report jsonb NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE matches DROP COLUMN counter_report`);
  }
}
