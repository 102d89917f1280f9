import type { MatchPush, PlayerView, PodProgressView, RoundTimerPush, RoundView } from '@cantina/contract';

/**
 * What a committed write tells the live layer. Features announce these through the event writer (or
 * `ChangeFeed` for writes outside an event, none today); only `realtime/` turns them into socket frames.
 */
export type LiveChange =
  /** The public event view changed (players, status, rounds, decks); pushed coalesced per event. */
  | { kind: 'event'; eventId: string }
  /** A player's private view changed (`me`; the pick clock too unless `clockChanged` is false). */
  | { kind: 'player-view'; eventId: string; playerId: string; view: PlayerView; clockChanged?: boolean }
  /**
   * A draft pod's public progress, for the organizer: built when the coalesced push goes out (at most a
   * few a second), not on every pick.
   */
  | { kind: 'pod'; eventId: string; podId: string; progress: () => PodProgressView }
  | { kind: 'round-paired'; eventId: string; round: RoundView }
  | { kind: 'round-timer'; eventId: string; timer: RoundTimerPush }
  /** A match's result, report or dispute changed: pushed as it is to the whole event. */
  | { kind: 'match'; eventId: string; push: MatchPush }
  /** Standings (and the bracket) changed: a signal to read them again, coalesced per event. */
  | { kind: 'standings'; eventId: string; round: number }
  /** The old organizer token stopped working: its live sessions end. */
  | { kind: 'organizer-token-rotated'; eventId: string }
  /** A player's token was replaced (re-entry on another device): the old device's live sessions end. */
  | { kind: 'player-token-replaced'; eventId: string; playerId: string };
