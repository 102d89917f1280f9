import type { MatchView } from '@cantina/contract';

/** One line of the alphabetical pairings list: a player, the table, who they play. */
export interface PairingLine {
  playerId: string;
  name: string;
  table: number | null;
  opponents: string[];
  bye: boolean;
  matchId: string;
}

/** Names by player id; an unknown id shows as itself rather than disappearing. */
export type NameOf = (playerId: string) => string;

export function nameLookup(players: readonly { id: string; name: string }[]): NameOf {
  const names = new Map(players.map((player) => [player.id, player.name]));
  return (id) => names.get(id) ?? id;
}

/**
 * Every player of the round once, sorted by name in the language's order ("Ángel" next to "Ana"),
 * as stores post them: find your name, read your table.
 */
export function alphabeticalPairings(matches: readonly MatchView[], nameOf: NameOf, lang: string): PairingLine[] {
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  const lines: PairingLine[] = [];
  for (const match of matches) {
    for (const playerId of match.players) {
      lines.push({
        playerId,
        name: nameOf(playerId),
        table: match.table,
        opponents: match.players.filter((other) => other !== playerId).map(nameOf),
        bye: match.bye || match.players.length < 2,
        matchId: match.id,
      });
    }
  }
  return lines.sort((x, y) => collator.compare(x.name, y.name) || x.playerId.localeCompare(y.playerId));
}

/** Matches (saved or proposed) by table, byes last. */
export function byTable<M extends Pick<MatchView, 'bye' | 'table'>>(matches: readonly M[]): M[] {
  const table = (match: M) => (match.bye || match.table === null ? Number.MAX_SAFE_INTEGER : match.table);
  return [...matches].sort((x, y) => table(x) - table(y));
}
