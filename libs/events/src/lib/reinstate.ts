import type { EventCommand, EventCommandResult } from './commands';
import type { EventState } from './event-state';

type Reinstate = Extract<EventCommand, { type: 'reinstate' }>;

const cannotReinstate = (detail: string): EventCommandResult => ({
  ok: false,
  error: { status: 409, code: 'cannot-reinstate', detail },
});

/**
 * Undoes a drop. The player is paired again from the next round; the Swiss rounds paired while they
 * were out count as losses (as for a late entry, whose missed rounds are losses too). Refused once the
 * Swiss part is over: the top cut was seeded from the standings without them, and a finished event's
 * standings are final. Reinstating a player who is in is harmless (nothing changes).
 */
export function reinstate(event: EventState, { playerId, droppedAfterRound }: Reinstate): EventCommandResult {
  if (event.status === 'finished') return cannotReinstate('The event is finished: its standings are final.');
  if (event.status === 'top-cut') {
    return cannotReinstate('The top cut was seeded without this player: a drop is final once the cut is made.');
  }
  if (droppedAfterRound === null) return { ok: true, event, changes: [] };
  const fromRound = event.roundsCount + 1;
  const missedRounds: number[] = [];
  for (let round = droppedAfterRound + 1; round < fromRound; round++) missedRounds.push(round);
  return { ok: true, event, changes: [{ type: 'player-reinstated', playerId, fromRound, missedRounds }] };
}
