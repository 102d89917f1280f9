import type { ManualRoundBody, ProposedMatch } from '@cantina/contract';

/** A round being edited by hand: its tables in order, each a list of player ids; a bye holds one. */
export interface EditedTable {
  players: string[];
  bye: boolean;
}

export function tablesOf(matches: readonly ProposedMatch[]): EditedTable[] {
  return matches.map((m) => ({ players: [...m.players], bye: m.bye || m.players.length < 2 }));
}

/** Puts `playerId` in seat `seat` of table `table`, and whoever sat there where `playerId` was. */
export function swapInto(tables: readonly EditedTable[], table: number, seat: number, playerId: string): EditedTable[] {
  const next = tables.map((t) => ({ ...t, players: [...t.players] }));
  const displaced = next[table].players[seat];
  const from = next.findIndex((t) => t.players.includes(playerId));
  if (from < 0 || displaced === playerId) return next;
  const fromSeat = next[from].players.indexOf(playerId);
  next[from].players[fromSeat] = displaced;
  next[table].players[seat] = playerId;
  return next;
}

/**
 * Gives `playerId` the bye: they swap with the player who has it, or, when nobody has one, the table
 * splits into two byes (the organizer pairs the other player again with `pairByes`).
 */
export function giveBye(tables: readonly EditedTable[], playerId: string): EditedTable[] {
  const byeTable = tables.findIndex((t) => t.bye);
  if (byeTable >= 0) return swapInto(tables, byeTable, 0, playerId);
  const at = tables.findIndex((t) => t.players.includes(playerId));
  if (at < 0 || tables[at].players.length !== 2) return [...tables];
  const other = tables[at].players.find((id) => id !== playerId) as string;
  return [
    ...tables.slice(0, at),
    ...tables.slice(at + 1),
    { players: [playerId], bye: true },
    { players: [other], bye: true },
  ];
}

/** Two players with a bye play each other instead, at a new table before the byes. */
export function pairByes(tables: readonly EditedTable[]): EditedTable[] {
  const byes = tables.filter((t) => t.bye);
  if (byes.length < 2) return [...tables];
  const [a, b] = byes;
  const played = tables.filter((t) => !t.bye);
  return [...played, { players: [a.players[0], b.players[0]], bye: false }, ...byes.slice(2)];
}

/** The manual-pairing body (contract rev 2): tables in order, byes last and explicit. */
export function manualBody(tables: readonly EditedTable[]): ManualRoundBody {
  const played = tables.filter((t) => !t.bye).map((t) => ({ players: [...t.players] }));
  const byes = tables.filter((t) => t.bye).map((t) => ({ players: [...t.players], bye: true }));
  return { matches: [...played, ...byes] };
}
