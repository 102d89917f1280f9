import type { ProblemFieldError } from '@cantina/contract';
import { ProblemException } from '../common/problem.exception';
import type { EventRecord, PlayerRecord } from '../events/event-record';

/** A player named in a `decklists-missing` problem (Cantina addition to the field error). */
export interface MissingDeckError extends ProblemFieldError {
  playerId: string;
  name: string;
}

/**
 * `decklists: "required"`: round 1 is not paired while an active player has no registered deck
 * (409 `decklists-missing` naming them). The caller holds the event row exclusively and deck
 * registration holds it shared, so no deck can be registered between this check and the pairing.
 */
export function requireDecklists(event: EventRecord, players: readonly PlayerRecord[]): void {
  if (event.settings.decklists !== 'required') return;
  const active = players.filter((p) => p.firstRound <= 1 && (p.droppedAfterRound === null || p.droppedAfterRound >= 1));
  const missing = active.filter((p) => !p.deckRegistered);
  if (missing.length === 0) return;
  const errors: MissingDeckError[] = missing.map((p) => ({
    path: `players.${p.id}`,
    code: 'decklist-missing',
    message: `${p.name} has no registered deck`,
    playerId: p.id,
    name: p.name,
  }));
  throw new ProblemException(
    409,
    'decklists-missing',
    `Decklists are required: ${missing.length} player(s) have not registered a deck (${missing
      .slice(0, 10)
      .map((p) => p.name)
      .join(', ')}${missing.length > 10 ? ', ...' : ''}).`,
    errors,
  );
}
