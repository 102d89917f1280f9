import type { MatchView } from '@cantina/contract';
import type { MatchEntity } from './match.entity';

/** A match as the contract shows it ("Rounds and results"); swtcg matches always carry `darkSide`. */
export function matchView(m: MatchEntity, game: string, withResults: boolean): MatchView {
  return {
    id: m.id,
    table: m.table,
    players: m.players,
    bye: m.bye,
    ...(m.loss ? { loss: true } : {}),
    ...(m.sides ? { sides: m.sides } : {}),
    ...(game === 'swtcg' ? { darkSide: m.darkSide } : {}),
    ...(m.rematch ? { rematch: true } : {}),
    ...(withResults
      ? {
          ...(m.result ? { result: m.result } : {}),
          ...(m.report ? { report: m.report } : {}),
          disputed: m.disputed,
          ...(m.disputed && m.counterReport ? { counterReport: m.counterReport } : {}),
        }
      : {}),
  };
}
