import {
  ALGORITHM_VERSION,
  openSealedPool,
  poolDuplicates,
  prepareSet,
  STANDARD_SEALED_PACKS,
  type PreparedSet,
} from '@cantina/boosters';
import type { Card, CardSet } from '@cantina/games';
import { inventedSwuSet } from '@cantina/boosters/testing';

/**
 * Issue 11 item 5: duplicates per 6-pack SWU sealed pool with the standard template, on an invented
 * set shaped like a real one (90 C / 60 U / 48 R / 16 L, 18 leaders, 12 common bases, 8 Specials, no
 * tokens). A duplicate is an extra copy of a card by name and subtitle (a foil or hyperspace printing
 * is the same card), over every card of the pool: leaders, bases and foils included. Real opened
 * pools: about 4 (SOR 4.48 over 382 pools, SHD 4.10 over 182, swupod's data); independent packs: about 15.
 */
const POOLS = 2_000;

interface Summary {
  mean: number;
  sd: number;
  quantiles: [number, number, number, number, number];
  histogram: number[];
}

function summarise(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const sd = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1));
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const histogram = Array<number>(sorted[sorted.length - 1] + 1).fill(0);
  for (const value of values) histogram[value]++;
  return { mean, sd, quantiles: [sorted[0], at(0.1), at(0.5), at(0.9), sorted[sorted.length - 1]], histogram };
}

function duplicatesPerPool(prepared: PreparedSet, byId: Map<string, Card>, algorithmVersion: number): Summary {
  const values: number[] = [];
  for (let seat = 0; seat < POOLS; seat++) {
    const pool = openSealedPool({
      prepared,
      seed: 'duplicates-bench',
      seat,
      packsPerPlayer: STANDARD_SEALED_PACKS.swu,
      algorithmVersion,
    });
    values.push(poolDuplicates(pool.cards, byId));
  }
  return summarise(values);
}

function line(label: string, summary: Summary): string {
  const [min, p10, median, p90, max] = summary.quantiles;
  const shares = summary.histogram.flatMap((count, k) =>
    count === 0 ? [] : [`${k}:${((100 * count) / POOLS).toFixed(1)}%`],
  );
  return [
    `${label}: mean ${summary.mean.toFixed(2)}, sd ${summary.sd.toFixed(2)}; min ${min}, p10 ${p10}, median ${median}, p90 ${p90}, max ${max}`,
    `    distribution (duplicates:share of pools) ${shares.join(' ')}`,
  ].join('\n');
}

export function printDuplicates(): void {
  const set: CardSet = inventedSwuSet();
  const prepared = prepareSet(set);
  const byId = new Map(set.cards.map((card) => [card.id, card]));
  console.log(
    `\nduplicates per swu sealed pool of ${STANDARD_SEALED_PACKS.swu} packs, standard template, real-shaped invented set, ${POOLS.toLocaleString('en-US')} pools (real opened pools: about 4)`,
  );
  console.log(
    line(
      `  version ${ALGORITHM_VERSION} (box collation, current)`,
      duplicatesPerPool(prepared, byId, ALGORITHM_VERSION),
    ),
  );
  console.log(line('  version 1 (independent packs)', duplicatesPerPool(prepared, byId, 1)));
}
