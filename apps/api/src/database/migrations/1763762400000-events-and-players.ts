import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EventsAndPlayers1763762400000 implements MigrationInterface {
  name = 'EventsAndPlayers1763762400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        game varchar(16) NOT NULL,
        format varchar(64) NOT NULL,
        set_code varchar(64),
        seed varchar(64) NOT NULL,
        settings jsonb NOT NULL,
        status varchar(16) NOT NULL,
        join_code varchar(16) NOT NULL UNIQUE,
        organizer_token_hash char(64) NOT NULL UNIQUE,
        rounds_count int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE players (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        dropped boolean NOT NULL DEFAULT false,
        joined_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX players_event_idx ON players (event_id, joined_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE players`);
    await q.query(`DROP TABLE events`);
  }
}
