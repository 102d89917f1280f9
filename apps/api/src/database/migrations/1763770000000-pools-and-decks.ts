import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PoolsAndDecks1763770000000 implements MigrationInterface {
  name = 'PoolsAndDecks1763770000000';

  async up(q: QueryRunner): Promise<void> {
    // A sealed player's opened packs; written once when the event starts.
    await q.query(`
      CREATE TABLE sealed_pools (
        player_id uuid PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        packs jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sealed_pools_event_idx ON sealed_pools (event_id)`);
    // The deck a player registered (only valid decks are stored).
    await q.query(`
      CREATE TABLE decks (
        player_id uuid PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        deck jsonb NOT NULL,
        registered_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX decks_event_idx ON decks (event_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE decks`);
    await q.query(`DROP TABLE sealed_pools`);
  }
}
