import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 10: the event feature keeps whether a player's deck is registered on the player (the decks
 * feature tells it), so the event view no longer reads the decks table; columns nothing wrote go.
 */
export class OneOwnerForTheEvent1763900000000 implements MigrationInterface {
  name = 'OneOwnerForTheEvent1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE players ADD COLUMN deck_registered boolean NOT NULL DEFAULT false`);
    await q.query(
      `UPDATE players p SET deck_registered = true WHERE EXISTS (SELECT 1 FROM decks d WHERE d.player_id = p.id)`,
    );
    await q.query(`ALTER TABLE players DROP COLUMN bye_rounds, DROP COLUMN fixed_table`);
    await q.query(`ALTER TABLE pods DROP COLUMN version`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE pods ADD COLUMN version int NOT NULL DEFAULT 0`);
    await q.query(
      `ALTER TABLE players ADD COLUMN bye_rounds int[] NOT NULL DEFAULT '{}', ADD COLUMN fixed_table int NULL`,
    );
    await q.query(`ALTER TABLE players DROP COLUMN deck_registered`);
  }
}
