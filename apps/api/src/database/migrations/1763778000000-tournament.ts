import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Tournament1763778000000 implements MigrationInterface {
  name = 'Tournament1763778000000';

  async up(q: QueryRunner): Promise<void> {
    // Swiss facts about a player: late entry, drop round, earned byes, fixed table.
    await q.query(`ALTER TABLE players
      ADD COLUMN first_round int NOT NULL DEFAULT 1,
      ADD COLUMN dropped_after_round int,
      ADD COLUMN bye_rounds int[] NOT NULL DEFAULT '{}',
      ADD COLUMN fixed_table int`);
    // Swiss matches (stage null) and top-cut matches (stage 1, 2, ...).
    await q.query(`
      CREATE TABLE matches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        round int NOT NULL,
        stage int,
        slot int,
        table_number int,
        players jsonb NOT NULL,
        seeds jsonb,
        bye boolean NOT NULL DEFAULT false,
        preassigned boolean NOT NULL DEFAULT false,
        loss boolean NOT NULL DEFAULT false,
        sides jsonb,
        dark_side uuid,
        rematch boolean NOT NULL DEFAULT false,
        result jsonb,
        report jsonb,
        disputed boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX matches_event_idx ON matches (event_id, round)`);
    await q.query(`CREATE UNIQUE INDEX matches_bracket_idx ON matches (event_id, stage, slot) WHERE stage IS NOT NULL`);
    // Round clocks: a deadline while running, the time left while paused.
    await q.query(`
      CREATE TABLE round_timers (
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        round int NOT NULL,
        deadline timestamptz,
        remaining_seconds int NOT NULL,
        PRIMARY KEY (event_id, round)
      )`);
    // Who changed which result when (organizer corrections and final entries).
    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        match_id uuid,
        actor varchar(100) NOT NULL,
        action varchar(64) NOT NULL,
        before jsonb,
        after jsonb,
        reason varchar(500),
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE events ADD COLUMN top_cut_size int`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events DROP COLUMN top_cut_size`);
    await q.query(`DROP TABLE audit_log`);
    await q.query(`DROP TABLE round_timers`);
    await q.query(`DROP TABLE matches`);
    await q.query(`ALTER TABLE players DROP COLUMN first_round, DROP COLUMN dropped_after_round,
      DROP COLUMN bye_rounds, DROP COLUMN fixed_table`);
  }
}
