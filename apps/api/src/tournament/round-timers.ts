import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { RoundTimerView, TimerAction } from '@cantina/contract';
import {
  applyClockAction,
  DEFAULT_ROUND_MINUTES,
  newRoundClock,
  roundClockView,
  type RoundClock,
} from '@cantina/swiss';
import { notFound, ProblemException } from '../common/problem.exception';
import { EventWriter } from '../events/write/event-writer';

interface TimerRow {
  deadline: Date | null;
  remaining_seconds: number;
}

const clockOf = (row: TimerRow): RoundClock => ({
  deadline: row.deadline ? row.deadline.getTime() : null,
  remainingSeconds: row.remaining_seconds,
});

/** Round clocks kept in the database (the arithmetic is libs/swiss `applyClockAction`). */
@Injectable()
export class RoundTimers {
  constructor(
    private readonly db: DataSource,
    private readonly writer: EventWriter,
  ) {}

  /** The new round's clock, paused at the event's round length, in the pairing's transaction. */
  async create(manager: EntityManager, eventId: string, round: number, minutes = DEFAULT_ROUND_MINUTES): Promise<void> {
    const clock = newRoundClock(minutes);
    await manager.query(
      `INSERT INTO round_timers (event_id, round, deadline, remaining_seconds) VALUES ($1, $2, NULL, $3)
       ON CONFLICT (event_id, round) DO NOTHING`,
      [eventId, round, clock.remainingSeconds],
    );
  }

  async view(eventId: string, round: number): Promise<RoundTimerView | undefined> {
    const [row]: TimerRow[] = await this.db.query(
      'SELECT deadline, remaining_seconds FROM round_timers WHERE event_id = $1 AND round = $2',
      [eventId, round],
    );
    return row ? roundClockView(clockOf(row), Date.now()) : undefined;
  }

  /** Start, pause, resume or extend; pushed to the event as `roundTimer`. */
  async apply(eventId: string, round: number, action: TimerAction, minutes = 5): Promise<RoundTimerView> {
    return this.writer.write(
      eventId,
      async (write) => {
        const [row]: TimerRow[] = await write.manager.query(
          'SELECT deadline, remaining_seconds FROM round_timers WHERE event_id = $1 AND round = $2 FOR UPDATE',
          [eventId, round],
        );
        if (!row) throw notFound(`Round ${round}`);
        const now = Date.now();
        const next = applyClockAction(clockOf(row), action, now, minutes);
        if (!next.ok) throw new ProblemException(400, 'validation-failed', next.message);
        const { deadline, remainingSeconds } = next.clock;
        await write.manager.query(
          'UPDATE round_timers SET deadline = $3, remaining_seconds = $4 WHERE event_id = $1 AND round = $2',
          [eventId, round, deadline === null ? null : new Date(deadline), remainingSeconds],
        );
        const view = roundClockView(next.clock, now);
        write.announce({ kind: 'round-timer', eventId, timer: { round, ...view } });
        return view;
      },
      { lock: 'shared' },
    );
  }
}
