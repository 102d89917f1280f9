import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { nextDeadline, type DraftEvent, type DraftState } from '@cantina/draft';
import { PodEntity } from './pod.entity';

/** Loading, locking and saving pods; a state change and its pick rows are written in one transaction. */
@Injectable()
export class PodStore {
  constructor(private readonly db: DataSource) {}

  pods(eventId: string, manager: EntityManager = this.db.manager): Promise<PodEntity[]> {
    return manager.find(PodEntity, { where: { eventId }, order: { number: 'ASC' } });
  }

  /** The pod and seat of a player, or null when they are not seated; `withState` false skips the big state. */
  async seatOf(eventId: string, playerId: string, withState = true): Promise<{ pod: PodEntity; seat: number } | null> {
    const query = this.db
      .getRepository(PodEntity)
      .createQueryBuilder('pod')
      .where('pod.event_id = :eventId AND pod.seats @> :seat::jsonb', {
        eventId,
        seat: JSON.stringify([{ playerId }]),
      });
    if (!withState) query.select(['pod.id', 'pod.eventId', 'pod.seats']);
    const pod = await query.getOne();
    if (!pod) return null;
    return { pod, seat: pod.seats.findIndex((s) => s.playerId === playerId) };
  }

  /** The pod FOR UPDATE; with `skipLocked`, null when another transaction holds it. */
  lock(manager: EntityManager, podId: string, options: { skipLocked?: boolean } = {}): Promise<PodEntity | null> {
    return manager.findOne(PodEntity, {
      where: { id: podId },
      lock: { mode: 'pessimistic_write', ...(options.skipLocked ? { onLocked: 'skip_locked' as const } : {}) },
    });
  }

  /** Pods whose earliest pick deadline has passed, oldest first. */
  async due(limit: number): Promise<{ id: string; eventId: string }[]> {
    const rows: { id: string; event_id: string }[] = await this.db.query(
      `SELECT id, event_id FROM pods WHERE next_deadline <= now() ORDER BY next_deadline LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ id: r.id, eventId: r.event_id }));
  }

  async save(manager: EntityManager, pod: PodEntity, state: DraftState, events: readonly DraftEvent[]): Promise<void> {
    const deadline = nextDeadline(state);
    await manager.update(
      PodEntity,
      { id: pod.id },
      {
        state: state as never,
        nextDeadline: deadline === null ? null : new Date(deadline),
      },
    );
    const picks = events.flatMap((e) => (e.type === 'picked' ? [e] : []));
    if (picks.length === 0) return;
    const values: unknown[] = [];
    const rows = picks.map((p, i) => {
      values.push(pod.id, p.seat, p.packNumber, p.pickNumber, p.packId, p.instanceId, p.cardId, p.auto);
      const o = i * 8;
      return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6}, $${o + 7}, $${o + 8})`;
    });
    await manager.query(
      `INSERT INTO picks (pod_id, seat, pack_number, pick_number, pack_id, instance_id, card_id, auto) VALUES ${rows.join(', ')}`,
      values,
    );
  }
}
