import type { MatchPush, RoundView } from '@cantina/contract';

/** A round with the pushed match in place of its old self (Swiss pushes only; others leave it as is). */
export function withPushedMatch(round: RoundView, push: MatchPush): RoundView {
  if (push.stage !== undefined || push.round !== round.number) return round;
  if (!round.matches.some((match) => match.id === push.match.id)) return round;
  return { ...round, matches: round.matches.map((match) => (match.id === push.match.id ? push.match : match)) };
}

/** The rounds of a page (every round, and the latest one read apart) with one match push applied. */
export function applyMatchPush<T extends { rounds: RoundView[]; latest: RoundView | null }>(
  tournament: T,
  push: MatchPush,
): T {
  return {
    ...tournament,
    rounds: tournament.rounds.map((round) => withPushedMatch(round, push)),
    latest: tournament.latest ? withPushedMatch(tournament.latest, push) : null,
  };
}
