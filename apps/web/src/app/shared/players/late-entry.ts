import type { EventStatus } from '@cantina/contract';

/** A translation key under `counter.` and its parameters. */
export interface Note {
  key: string;
  params: Record<string, number>;
}

/**
 * What happens to a player the organizer adds now (libs/events `join`: a late entry starts with the
 * next round and the rounds missed count as losses). Null while nothing is special (registration).
 */
export function lateEntryNote(status: EventStatus, rounds: number): Note | null {
  switch (status) {
    case 'registration':
      return null;
    case 'drafting':
    case 'deckbuilding':
      return { key: 'late.beforeRounds', params: {} };
    case 'playing':
      return rounds === 0
        ? { key: 'late.beforeRounds', params: {} }
        : { key: rounds === 1 ? 'late.missedOne' : 'late.missedMany', params: { next: rounds + 1, last: rounds } };
    case 'top-cut':
      return { key: 'late.topCut', params: {} };
    case 'finished':
      return { key: 'late.finished', params: {} };
  }
}

/**
 * What a reinstated player gets (libs/events `reinstate`): paired again from the next round; the
 * rounds paired while they were out count as losses. Null where a drop can no longer be undone.
 */
export function reinstateNote(status: EventStatus, rounds: number): Note | null {
  if (status === 'top-cut' || status === 'finished') return null;
  return status === 'playing' && rounds > 0
    ? { key: 'undo.fromRound', params: { next: rounds + 1 } }
    : { key: 'undo.beforeRounds', params: {} };
}
