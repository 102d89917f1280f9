import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { notFound, ProblemException } from '../common/problem.exception';
import type { EventEntity } from '../events/entities/event.entity';
import type { RoundTimerView } from './round-view';

export type TimerAction = 'start' | 'pause' | 'resume' | 'extend';

interface TimerRow {
  deadline: Date | null;
  remaining_seconds: number;
}

/** SWU rules "Tournaments": rounds of 50-55 minutes; the organizer may set another length. */
export const DEFAULT_ROUND_MINUTES = 50;

/** Round clocks kept in the database: a deadline while running, the seconds left while paused. */
@Injectable()
export class RoundTimers {
  constructor(private readonly db: DataSource) {}

  async create(manager: EntityManager, event: EventEntity, round: number): Promise<void> {
    const minutes = event.settings.roundMinutes ?? DEFAULT_ROUND_MINUTES;
    await manager.query(
      `INSERT INTO round_timers (event_id, round, deadline, remaining_seconds) VALUES ($1, $2, NULL, $3)
       ON CONFLICT (event_id, round) DO NOTHING`,
      [event.id, round, minutes * 60],
    );
  }

  async view(eventId: string, round: number): Promise<RoundTimerView | undefined> {
    const [row]: TimerRow[] = await this.db.query(
      'SELECT deadline, remaining_seconds FROM round_timers WHERE event_id = $1 AND round = $2',
      [eventId, round],
    );
    return row ? toView(row) : undefined;
  }

  async apply(eventId: string, round: number, action: TimerAction, minutes = 5): Promise<RoundTimerView> {
    return this.db.transaction(async (manager) => {
      const [row]: TimerRow[] = await manager.query(
        'SELECT deadline, remaining_seconds FROM round_timers WHERE event_id = $1 AND round = $2 FOR UPDATE',
        [eventId, round],
      );
      if (!row) throw notFound(`Round ${round}`);
      const now = Date.now();
      let deadline = row.deadline ? row.deadline.getTime() : null;
      let remaining = row.remaining_seconds;
      if (action === 'start' || action === 'resume') {
        if (deadline === null) deadline = now + remaining * 1000;
      } else if (action === 'pause') {
        if (deadline !== null) remaining = Math.max(0, Math.round((deadline - now) / 1000));
        deadline = null;
      } else {
        if (!Number.isInteger(minutes) || minutes < 1 || minutes > 120) {
          throw new ProblemException(400, 'validation-failed', 'minutes must be a whole number from 1 to 120.');
        }
        if (deadline !== null) deadline += minutes * 60_000;
        else remaining += minutes * 60;
      }
      await manager.query(
        'UPDATE round_timers SET deadline = $3, remaining_seconds = $4 WHERE event_id = $1 AND round = $2',
        [eventId, round, deadline === null ? null : new Date(deadline), remaining],
      );
      return toView({ deadline: deadline === null ? null : new Date(deadline), remaining_seconds: remaining });
    });
  }
}

function toView(row: TimerRow): RoundTimerView {
  if (row.deadline === null) return { deadline: null, paused: true, remainingSeconds: row.remaining_seconds };
  const left = Math.max(0, Math.round((row.deadline.getTime() - Date.now()) / 1000));
  return { deadline: row.deadline.toISOString(), paused: false, remainingSeconds: left };
}
