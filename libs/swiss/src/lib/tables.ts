import type { PairingWarning, PlayerId } from './types';

/**
 * Table numbers for matches given in display order (best first). Players with a fixed table get it;
 * the other matches take 1, 2, 3 ... skipping the reserved numbers. When two players of one match both
 * have fixed tables, or two matches want the same table, the earlier match (better ranked) wins and
 * a warning names the player who could not be seated as asked.
 */
export function assignTables(
  matches: readonly { players: readonly PlayerId[] }[],
  fixedTable: ReadonlyMap<PlayerId, number>,
): { tables: number[]; warnings: PairingWarning[] } {
  const warnings: PairingWarning[] = [];
  const tables = new Array<number>(matches.length).fill(0);
  const taken = new Set<number>();
  matches.forEach((match, i) => {
    for (const p of match.players) {
      const t = fixedTable.get(p);
      if (t === undefined) continue;
      if (tables[i] === 0 && !taken.has(t)) {
        tables[i] = t;
        taken.add(t);
      } else if (tables[i] !== t) {
        warnings.push({
          code: 'fixed-table-conflict',
          message: `table ${t} could not be kept for ${p}`,
          players: [p],
        });
      }
    }
  });
  let next = 1;
  matches.forEach((_, i) => {
    if (tables[i] !== 0) return;
    while (taken.has(next)) next++;
    tables[i] = next;
    taken.add(next);
  });
  return { tables, warnings };
}
