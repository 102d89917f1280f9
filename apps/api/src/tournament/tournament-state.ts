import type { SwissMatch, SwissPlayer, TournamentState } from '@cantina/swiss';
import type { EventRecord, PlayerRecord } from '../events/event-record';
import type { MatchEntity } from './match.entity';

export interface PlayerExtras {
  deckSide?: SwissPlayer['deckSide'];
  draftSeat?: SwissPlayer['draftSeat'];
}

/** The Swiss engine's input, built from the rows: players in join order, Swiss matches only. */
export function tournamentState(
  event: EventRecord,
  players: readonly PlayerRecord[],
  matches: readonly MatchEntity[],
  extras: ReadonlyMap<string, PlayerExtras> = new Map(),
): TournamentState {
  return {
    seed: event.seed,
    players: players.map((p) => ({
      id: p.id,
      firstRound: p.firstRound,
      ...(p.droppedAfterRound !== null ? { droppedAfterRound: p.droppedAfterRound } : {}),
      ...extras.get(p.id),
    })),
    matches: matches.filter((m) => m.stage === null).map(swissMatch),
    settings: { missedRounds: 'loss' },
  };
}

export function swissMatch(m: MatchEntity): SwissMatch {
  return {
    id: m.id,
    round: m.round,
    table: m.table,
    players: m.players,
    bye: m.bye,
    ...(m.preassigned ? { preassigned: true } : {}),
    ...(m.loss ? { loss: true } : {}),
    ...(m.sides ? { sides: m.sides } : {}),
    ...(m.darkSide !== null ? { darkSide: m.darkSide } : {}),
    ...(m.result ? { result: m.result } : {}),
  };
}
