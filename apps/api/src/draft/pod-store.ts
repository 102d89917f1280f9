import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  isFinished,
  nextDeadline,
  type DraftEvent,
  type DraftState,
  type LoggedCommand,
  type SeatAssignment,
  type VersionedState,
} from '@cantina/draft';

/** A pod without its snapshot: who sits where, its version, whether it started and finished. */
export interface PodHead {
  id: string;
  eventId: string;
  number: number;
  seats: SeatAssignment[];
  version: number;
  started: boolean;
  finished: boolean;
}

interface HeadRow {
  id: string;
  event_id: string;
  number: number;
  seats: SeatAssignment[];
  version: number;
  started: boolean;
  finished: boolean;
}

const HEAD = `id, event_id, number, seats, version, state IS NOT NULL AS started, finished`;

const head = (r: HeadRow): PodHead => ({
  id: r.id,
  eventId: r.event_id,
  number: r.number,
  seats: r.seats,
  version: r.version,
  started: r.started,
  finished: r.finished,
});

/**
 * Appends to the logs of several pods in one statement (group commit, issue 13 item 2): for each pod
 * still at the version before its entry, the version bump (with the ticker's deadline), the log row and
 * the pick rows the command made (the draft log's audit trail). The pods are locked in id order first,
 * so two nodes' batches over the same pods queue instead of deadlocking. Returns the pods it bumped.
 */
const APPEND_MANY = `
  WITH input AS MATERIALIZED (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS i(
      pod_id uuid, version int, finished boolean, next_deadline timestamptz, command jsonb, at bigint, picks jsonb)
  ), locked AS MATERIALIZED (
    SELECT p.id FROM pods p JOIN input i ON i.pod_id = p.id AND p.version = i.version - 1
    ORDER BY p.id FOR UPDATE OF p
  ), bump AS (
    UPDATE pods p SET version = i.version, finished = i.finished, next_deadline = i.next_deadline
    FROM input i WHERE p.id = i.pod_id AND p.id IN (SELECT id FROM locked) AND p.version = i.version - 1
    RETURNING p.id
  ), logged AS (
    INSERT INTO pod_log (pod_id, version, command, at)
    SELECT i.pod_id, i.version, i.command, i.at FROM input i JOIN bump b ON b.id = i.pod_id
  ), picked AS (
    INSERT INTO picks (pod_id, seat, pack_number, pick_number, pack_id, instance_id, card_id, auto)
    SELECT i.pod_id, p.seat, p.pack_number, p.pick_number, p.pack_id, p.instance_id, p.card_id, p.auto
    FROM input i JOIN bump b ON b.id = i.pod_id, jsonb_to_recordset(i.picks)
      AS p(seat int, pack_number int, pick_number int, pack_id text, instance_id text, card_id text, auto boolean)
  )
  SELECT id FROM bump`;

/** A command to log on its pod: the entry, and the state and events it made. */
export interface PodAppend {
  podId: string;
  entry: LoggedCommand;
  state: DraftState;
  events: readonly DraftEvent[];
}

/** The pick rows of a command's events, as `APPEND_MANY` and `start` take them. */
function pickRows(events: readonly DraftEvent[]) {
  return events.flatMap((e) =>
    e.type === 'picked'
      ? [
          {
            seat: e.seat,
            pack_number: e.packNumber,
            pick_number: e.pickNumber,
            pack_id: e.packId,
            instance_id: e.instanceId,
            card_id: e.cardId,
            auto: e.auto,
          },
        ]
      : [],
  );
}

const deadlineOf = (state: DraftState): string | null => {
  const deadline = nextDeadline(state);
  return deadline === null ? null : new Date(deadline).toISOString();
};

/** Pods, their snapshots and their command logs in PostgreSQL. */
@Injectable()
export class PodStore {
  constructor(private readonly db: DataSource) {}

  async heads(eventId: string, manager: EntityManager = this.db.manager): Promise<PodHead[]> {
    const rows: HeadRow[] = await manager.query(`SELECT ${HEAD} FROM pods WHERE event_id = $1 ORDER BY number`, [
      eventId,
    ]);
    return rows.map(head);
  }

  /** The pod and seat of a player, or null when they are not seated. */
  async seatOf(eventId: string, playerId: string): Promise<{ pod: PodHead; seat: number } | null> {
    const rows: HeadRow[] = await this.db.query(
      `SELECT ${HEAD} FROM pods WHERE event_id = $1 AND seats @> $2::jsonb LIMIT 1`,
      [eventId, JSON.stringify([{ playerId }])],
    );
    if (rows.length === 0) return null;
    const pod = head(rows[0]);
    return { pod, seat: pod.seats.findIndex((s) => s.playerId === playerId) };
  }

  /** The pod row FOR UPDATE (its writers queue here); with `skipLocked`, null when another holds it. */
  async lock(manager: EntityManager, podId: string, options: { skipLocked?: boolean } = {}): Promise<PodHead | null> {
    const rows: HeadRow[] = await manager.query(
      `SELECT ${HEAD} FROM pods WHERE id = $1 FOR UPDATE${options.skipLocked ? ' SKIP LOCKED' : ''}`,
      [podId],
    );
    return rows.length === 0 ? null : head(rows[0]);
  }

  async snapshot(manager: EntityManager, podId: string): Promise<VersionedState> {
    const rows: { state: DraftState | null; snapshot_version: number }[] = await manager.query(
      `SELECT state, snapshot_version FROM pods WHERE id = $1`,
      [podId],
    );
    const row = rows[0];
    if (!row?.state) throw new Error(`pod ${podId} has no draft`);
    return { version: row.snapshot_version, state: row.state };
  }

  /** The log entries after `version`, in order. */
  async logAfter(manager: EntityManager, podId: string, version: number): Promise<LoggedCommand[]> {
    const rows: { version: number; command: LoggedCommand['command']; at: string }[] = await manager.query(
      `SELECT version, command, at FROM pod_log WHERE pod_id = $1 AND version > $2 ORDER BY version`,
      [podId, version],
    );
    return rows.map((r) => ({ version: r.version, command: r.command, at: Number(r.at) }));
  }

  /** The draft's facts: the state `createDraft` made is the snapshot at version 0, with its picks (bot seats). */
  async start(manager: EntityManager, podId: string, state: DraftState, events: readonly DraftEvent[]): Promise<void> {
    await manager.query(
      `UPDATE pods SET state = $2::jsonb, version = 0, snapshot_version = 0, finished = $3, next_deadline = $4::timestamptz
       WHERE id = $1`,
      [podId, JSON.stringify(state), isFinished(state), deadlineOf(state)],
    );
    await manager.query(
      `INSERT INTO picks (pod_id, seat, pack_number, pick_number, pack_id, instance_id, card_id, auto)
       SELECT $1, p.seat, p.pack_number, p.pick_number, p.pack_id, p.instance_id, p.card_id, p.auto
       FROM jsonb_to_recordset($2::jsonb)
         AS p(seat int, pack_number int, pick_number int, pack_id text, instance_id text, card_id text, auto boolean)`,
      [podId, JSON.stringify(pickRows(events))],
    );
  }

  /**
   * Logs a command that made `state`, if the pod is still at `entry.version - 1` (false when another
   * writer logged first: nothing is written then).
   */
  async append(manager: EntityManager, append: PodAppend): Promise<boolean> {
    return (await this.appendMany([append], manager)).has(append.podId);
  }

  /** `append` for commands of different pods in one statement; the pods it logged. */
  async appendMany(appends: readonly PodAppend[], manager: EntityManager = this.db.manager): Promise<Set<string>> {
    const input = appends.map(({ podId, entry, state, events }) => ({
      pod_id: podId,
      version: entry.version,
      finished: isFinished(state),
      next_deadline: deadlineOf(state),
      command: entry.command,
      at: entry.at,
      picks: pickRows(events),
    }));
    const rows: { id: string }[] = await manager.query(APPEND_MANY, [JSON.stringify(input)]);
    return new Set(rows.map((r) => r.id));
  }

  /** How many other pods of the event are still drafting. */
  async othersDrafting(manager: EntityManager, eventId: string, podId: string): Promise<number> {
    const rows: { n: number }[] = await manager.query(
      `SELECT count(*)::int AS n FROM pods WHERE event_id = $1 AND id <> $2 AND NOT finished`,
      [eventId, podId],
    );
    return rows[0].n;
  }

  /** Pods whose earliest pick deadline has passed, oldest first. */
  async due(limit: number): Promise<{ id: string; eventId: string }[]> {
    const rows: { id: string; event_id: string }[] = await this.db.query(
      `SELECT id, event_id FROM pods WHERE next_deadline <= now() ORDER BY next_deadline LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ id: r.id, eventId: r.event_id }));
  }
}
