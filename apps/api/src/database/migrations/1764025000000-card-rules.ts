import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 11: the admin's edits of a game's card-specific deck rules (copy-limit exceptions), one
 * document per game and kind; a game without a row uses the rules Cantina ships.
 */
export class CardRules1764025000000 implements MigrationInterface {
  name = 'CardRules1764025000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE card_rules (
      game varchar(16) NOT NULL,
      kind varchar(32) NOT NULL,
      data jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (game, kind)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE card_rules`);
  }
}
