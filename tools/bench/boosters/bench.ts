import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ALGORITHM_VERSION, generatePacks, openSealedPool, prepareSet, type PreparedSet } from '@cantina/boosters';
import { parseCardSet, type CardSet } from '@cantina/games';
import { printDuplicates } from './duplicates';

/** Issue 4 item 6 / "Done when": at least 100,000 swu packs per second on one core. */
const TARGET_SWU_PACKS_PER_SECOND = 100_000;
const BATCH = 50_000;
const ROUNDS = 7;

function demoSet(game: string): CardSet {
  const file = resolve(__dirname, '../../../apps/api/src/assets/demo-sets', `${game}-demo.json`);
  const parsed = parseCardSet(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.ok) throw new Error(`${file} does not parse`);
  return parsed.set;
}

function seconds(work: () => void): number {
  const start = process.hrtime.bigint();
  work();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median packs/s over ROUNDS batches, each batch with its own seed, after a warm-up batch. */
function packsPerSecond(prepared: PreparedSet): number {
  generatePacks({ prepared, seed: 'warm-up', count: BATCH });
  const rates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let made = 0;
    const elapsed = seconds(() => {
      made = generatePacks({ prepared, seed: `bench-${round}`, count: BATCH }).length;
    });
    rates.push(made / elapsed);
  }
  return median(rates);
}

const format = (value: number) => Math.round(value).toLocaleString('en-US');

console.log(`booster generation benchmark (algorithm version ${ALGORITHM_VERSION}, node ${process.version})`);
let swuRate = 0;
for (const game of ['swu', 'destiny', 'swtcg']) {
  const set = demoSet(game);
  let prepared: PreparedSet | undefined;
  const prepareMs = seconds(() => (prepared = prepareSet(set))) * 1000;
  const rate = packsPerSecond(prepared as PreparedSet);
  if (game === 'swu') swuRate = rate;
  console.log(
    `${game.padEnd(8)} ${format(rate).padStart(10)} packs/s  (${prepared?.cardsPerPack} cards a pack; prepareSet ${prepareMs.toFixed(1)} ms)`,
  );
}

const swu = prepareSet(demoSet('swu'));
const pools = 1_000;
const poolSeconds = seconds(() => {
  for (let seat = 0; seat < pools; seat++)
    openSealedPool({ prepared: swu, seed: 'sealed-bench', seat, packsPerPlayer: 6 });
});
console.log(`swu sealed pools of 6 packs: ${format(pools / poolSeconds)} pools/s`);

const verdict = swuRate >= TARGET_SWU_PACKS_PER_SECOND ? 'meets' : 'MISSES';
console.log(
  `swu: ${format(swuRate)} packs/s on one core — ${verdict} the target of ${format(TARGET_SWU_PACKS_PER_SECOND)} packs/s`,
);
if (process.argv.includes('--check') && swuRate < TARGET_SWU_PACKS_PER_SECOND) process.exitCode = 1;

printDuplicates();
