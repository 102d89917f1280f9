import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DraftPods1763774000000 implements MigrationInterface {
  name = 'DraftPods1763774000000';

  async up(q: QueryRunner): Promise<void> {
    // A draft pod: its seating, and once started the whole engine state with a version.
    await q.query(`
      CREATE TABLE pods (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        number int NOT NULL,
        seats jsonb NOT NULL,
        state jsonb,
        version int NOT NULL DEFAULT 0,
        next_deadline timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (event_id, number)
      )`);
    await q.query(`CREATE INDEX pods_due_idx ON pods (next_deadline) WHERE next_deadline IS NOT NULL`);
    // Every pick, append-only, committed with the state change that made it (the audit trail).
    await q.query(`
      CREATE TABLE picks (
        pod_id uuid NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        seat int NOT NULL,
        pack_number int NOT NULL,
        pick_number int NOT NULL,
        pack_id varchar(64) NOT NULL,
        instance_id varchar(64) NOT NULL,
        card_id varchar(64) NOT NULL,
        auto boolean NOT NULL,
        picked_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (pod_id, seat, pack_number, pick_number)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE picks`);
    await q.query(`DROP TABLE pods`);
  }
}
