import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CardSets1763766000000 implements MigrationInterface {
  name = 'CardSets1763766000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE card_sets (
        game varchar(16) NOT NULL,
        code varchar(64) NOT NULL,
        name varchar(200) NOT NULL,
        booster jsonb,
        card_count int NOT NULL,
        demo boolean NOT NULL DEFAULT false,
        imported_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game, code)
      )`);
    await q.query(`
      CREATE TABLE cards (
        game varchar(16) NOT NULL,
        id varchar(64) NOT NULL,
        set_code varchar(64) NOT NULL,
        number int NOT NULL,
        data jsonb NOT NULL,
        PRIMARY KEY (game, id),
        FOREIGN KEY (game, set_code) REFERENCES card_sets (game, code) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX cards_set_idx ON cards (game, set_code, number)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cards`);
    await q.query(`DROP TABLE card_sets`);
  }
}
