import type { EntityManager } from 'typeorm';

export interface AuditEntry {
  eventId: string;
  /** null for a row about a whole round (a round paired by hand). */
  matchId: string | null;
  actor: string;
  action: 'result-entered' | 'result-corrected' | 'bracket-stage-cleared' | 'round-paired-manually';
  before: unknown;
  after: unknown;
  reason?: string | null;
}

/** One row of the event's audit trail, in the caller's transaction. */
export async function recordAudit(manager: EntityManager, entry: AuditEntry): Promise<void> {
  await manager.query(
    `INSERT INTO audit_log (event_id, match_id, actor, action, before, after, reason) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.eventId,
      entry.matchId,
      entry.actor,
      entry.action,
      entry.before ?? null,
      entry.after ?? null,
      entry.reason ?? null,
    ],
  );
}
