import type { EventState } from '@cantina/events';
import { findFormat } from '@cantina/games';
import type { EventEntity } from '../entities/event.entity';
import { maxPlayersOf } from '../event-settings';

/** The aggregate `libs/events` decides on, read from the event's row. */
export function eventState(row: EventEntity): EventState {
  const format = findFormat(row.game, row.format);
  if (!format) throw new Error(`event ${row.id} has an unknown format ${row.game}/${row.format}`);
  return {
    status: row.status,
    formatKind: format.kind,
    registrationOpen: row.registrationOpen,
    roundsCount: row.roundsCount,
    topCutSize: row.topCutSize,
    joinCode: row.joinCode,
    maxPlayers: maxPlayersOf(row.settings),
    decklists: row.settings.decklists,
  };
}

type AggregateColumns = Pick<EventEntity, 'status' | 'registrationOpen' | 'roundsCount' | 'topCutSize' | 'joinCode'>;

/** The columns of the row that the aggregate owns. */
export function aggregateColumns(state: EventState): AggregateColumns {
  const { status, registrationOpen, roundsCount, topCutSize, joinCode } = state;
  return { status, registrationOpen, roundsCount, topCutSize, joinCode };
}

/** The aggregate's columns that differ between two states (what the writer persists). */
export function changedColumns(before: EventState, after: EventState): Partial<AggregateColumns> {
  const old = aggregateColumns(before);
  const now = aggregateColumns(after);
  const keys = Object.keys(now) as (keyof AggregateColumns)[];
  return Object.fromEntries(keys.filter((key) => now[key] !== old[key]).map((key) => [key, now[key]]));
}
