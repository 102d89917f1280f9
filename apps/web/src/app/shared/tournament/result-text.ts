import type { MatchResultBody } from '@cantina/contract';
import type { NameOf } from './pairings';
import { outcomeFor, scoreOf, scoreText } from './result-options';

/** A translation key and its parameters. */
export interface Phrase {
  key: string;
  params: Record<string, string>;
}

/**
 * A result in words. With `self` set, from that player's side ("You won 2-1"); else naming the
 * winner ("Ana wins 2-1").
 */
export function resultPhrase(
  result: MatchResultBody,
  players: readonly string[],
  nameOf: NameOf,
  self: string | null = null,
): Phrase {
  if (result.placements)
    return { key: 'tournament.results.placementsText', params: { order: placementsText(result.placements, nameOf) } };
  const ordered = self ? [self, ...players.filter((id) => id !== self)] : [...players];
  const score = scoreOf(result, ordered);
  const outcome = outcomeFor(score);
  if (outcome === 'double-loss') return { key: 'tournament.results.doubleLoss', params: {} };
  if (outcome === 'draw') return { key: 'tournament.results.drawScore', params: { score: scoreText(score) } };
  if (self) return { key: `tournament.results.you.${outcome}`, params: { score: scoreText(score) } };
  const high = { ...score, a: Math.max(score.a, score.b), b: Math.min(score.a, score.b) };
  const winner = outcome === 'win' ? ordered[0] : ordered[1];
  return { key: 'tournament.results.wins', params: { name: nameOf(winner), score: scoreText(high) } };
}

/** `1. Ana, 2. Ben = Cy, 4. Dee`: tied players share a place and the next place counts after them. */
function placementsText(placements: readonly (string | string[])[], nameOf: NameOf): string {
  let place = 1;
  return placements
    .map((entry) => {
      const tied = Array.isArray(entry) ? entry : [entry];
      const text = `${place}. ${tied.map((id) => nameOf(id)).join(' = ')}`;
      place += tied.length;
      return text;
    })
    .join(', ');
}
