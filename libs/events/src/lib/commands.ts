import type { EventState, EventStatus } from './event-state';

/**
 * What can be asked of an event. Facts the aggregate does not hold (how many players are in, whether
 * every pod has finished) come with the command, read by the caller under the event's lock.
 */
export type EventCommand =
  /** `joinCode` as typed, normalized by the caller; `playerCount` counts everyone in, dropped included. */
  | { type: 'join'; by: 'organizer' | 'join-code'; joinCode?: string; playerCount: number }
  | { type: 'drop'; playerId: string; alreadyDropped: boolean }
  /** Undo of a drop; `droppedAfterRound` is the player's (null when not dropped). */
  | { type: 'reinstate'; playerId: string; droppedAfterRound: number | null }
  | { type: 'set-registration'; open: boolean }
  /** The settings as they will be stored; `playerCount` counts everyone in, dropped included. */
  | {
      type: 'update-settings';
      maxPlayers: number;
      decklists: 'required' | 'optional' | 'none';
      playerCount: number;
    }
  | { type: 'rotate-join-code'; joinCode: string }
  | { type: 'seat'; activePlayers: number }
  | { type: 'start'; activePlayers: number }
  | { type: 'finish-draft'; podsFinished: boolean }
  | { type: 'register-deck' }
  | { type: 'pair' }
  | { type: 'result'; stage: 'swiss' | 'top-cut' }
  | { type: 'top-cut'; size: number }
  | { type: 'finish' };

/** What a command changed, for the caller to persist and publish. */
export type EventChange =
  | { type: 'status-changed'; from: EventStatus; to: EventStatus }
  /** A late entry starts with the next round (the rounds missed count as losses). */
  | { type: 'player-joined'; firstRound: number }
  /** The drop takes effect from the next round: the rounds paired so far stay the player's. */
  | { type: 'player-dropped'; playerId: string; afterRound: number }
  /**
   * A reinstated player is paired again from `fromRound`; the Swiss rounds paired while they were out
   * (`missedRounds`) count as losses, like a late entry's.
   */
  | { type: 'player-reinstated'; playerId: string; fromRound: number; missedRounds: number[] }
  | { type: 'registration-changed'; open: boolean }
  | { type: 'settings-changed' }
  | { type: 'join-code-changed'; joinCode: string }
  | { type: 'round-paired'; round: number }
  | { type: 'top-cut-created'; size: number };

/** A refused command, as the API answers it (`code` is a problem code of the contract). */
export interface EventCommandError {
  status: 403 | 409;
  code: string;
  detail: string;
}

export type EventCommandResult =
  | { ok: true; event: EventState; changes: EventChange[] }
  | { ok: false; error: EventCommandError };
