import type { EntityManager } from 'typeorm';
import type { ProblemFieldError } from '@cantina/contract';
import { ProblemException } from '../common/problem.exception';
import type { EventEntity } from '../events/entities/event.entity';
import type { PlayerEntity } from '../events/entities/player.entity';

/** A player named in a `decklists-missing` problem (Cantina addition to the field error). */
export interface MissingDeckError extends ProblemFieldError {
  playerId: string;
  name: string;
}

/**
 * `decklists: "required"`: round 1 is not paired while an active player has no registered deck
 * (409 `decklists-missing` naming them). The caller holds the event row FOR UPDATE, and deck
 * registration holds it FOR SHARE, so no deck can be registered between this check and the pairing.
 */
export async function requireDecklists(
  manager: EntityManager,
  event: EventEntity,
  players: readonly PlayerEntity[],
): Promise<void> {
  if (event.settings.decklists !== 'required') return;
  const rows: { player_id: string }[] = await manager.query(`SELECT player_id FROM decks WHERE event_id = $1`, [
    event.id,
  ]);
  const registered = new Set(rows.map((r) => r.player_id));
  const active = players.filter((p) => p.firstRound <= 1 && (p.droppedAfterRound === null || p.droppedAfterRound >= 1));
  const missing = active.filter((p) => !registered.has(p.id));
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
