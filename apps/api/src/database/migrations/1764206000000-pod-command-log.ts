import type { MigrationInterface, QueryRunner } from 'typeorm';
import { foldLog, type DraftState, type LoggedCommand } from '@cantina/draft';

/**
 * Issue 13 item 1: a pod's draft becomes a snapshot plus an append-only command log. `pods.state` is
 * now the snapshot (the state at `snapshot_version`; for a new draft, as `createDraft` made it), every
 * command that changes the pod is one `pod_log` row and a bump of `pods.version`, and `finished` tells
 * the other pods' writers that this one is done without folding it. A pod started before this keeps
 * its whole state as the snapshot, at version 0.
 */
export class PodCommandLog1764206000000 implements MigrationInterface {
  name = 'PodCommandLog1764206000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE pods
      ADD COLUMN version int NOT NULL DEFAULT 0,
      ADD COLUMN snapshot_version int NOT NULL DEFAULT 0,
      ADD COLUMN finished boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE pods
      SET finished = (state->>'round')::int >= jsonb_array_length(state->'rounds') WHERE state IS NOT NULL`);
    await q.query(`CREATE TABLE pod_log (
      pod_id uuid NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
      version int NOT NULL,
      command jsonb NOT NULL,
      at bigint NOT NULL,
      PRIMARY KEY (pod_id, version)
    )`);
  }

  /** Folds every pod's log into its state (with the same pure engine), so going back loses no pick. */
  async down(q: QueryRunner): Promise<void> {
    const pods: { id: string; state: DraftState; snapshot_version: number }[] = await q.query(
      `SELECT id, state, snapshot_version FROM pods WHERE state IS NOT NULL AND version > snapshot_version`,
    );
    for (const pod of pods) {
      const rows: { version: number; command: LoggedCommand['command']; at: string }[] = await q.query(
        `SELECT version, command, at FROM pod_log WHERE pod_id = $1 ORDER BY version`,
        [pod.id],
      );
      const log = rows.map((r) => ({ version: r.version, command: r.command, at: Number(r.at) }));
      const folded = foldLog({ version: pod.snapshot_version, state: pod.state }, log);
      await q.query(`UPDATE pods SET state = $2 WHERE id = $1`, [pod.id, JSON.stringify(folded.state)]);
    }
    await q.query(`DROP TABLE pod_log`);
    await q.query(`ALTER TABLE pods DROP COLUMN finished, DROP COLUMN snapshot_version, DROP COLUMN version`);
  }
}
