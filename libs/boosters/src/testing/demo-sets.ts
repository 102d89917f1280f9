import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseCardSet, type CardSet } from '@cantina/games';

/** TEST DATA ONLY: the invented demo sets the API ships, read from disk (not imported across projects). */
const DEMO_DIR = resolve(__dirname, '../../../../apps/api/src/assets/demo-sets');

const cache = new Map<string, CardSet>();

export function demoSet(game: 'swu' | 'destiny' | 'swtcg'): CardSet {
  const cached = cache.get(game);
  if (cached !== undefined) return cached;
  const parsed = parseCardSet(JSON.parse(readFileSync(resolve(DEMO_DIR, `${game}-demo.json`), 'utf8')));
  if (!parsed.ok) throw new Error(`demo set ${game} does not parse: ${JSON.stringify(parsed.problems)}`);
  cache.set(game, parsed.set);
  return parsed.set;
}
