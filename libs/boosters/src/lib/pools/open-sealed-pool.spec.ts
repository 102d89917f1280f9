import fc from 'fast-check';
import { demoSet } from '../../testing/demo-sets';
import { generatePacks } from '../generate/generate-packs';
import { prepareSet } from '../prepare/prepared-set';
import { SWU_STANDARD_TEMPLATE } from '../template/standard/swu-standard-template';
import { openSealedPool, packsForSeat } from './open-sealed-pool';
import { sealedPoolCards, splitPackForDraft } from './split-pack-for-draft';
import { STANDARD_SEALED_PACKS } from './standard-sealed-packs';

const swu = prepareSet(demoSet('swu'));

describe('openSealedPool', () => {
  it('opens 6 swu packs into a 96-card pool without tokens', () => {
    const pool = openSealedPool({
      prepared: swu,
      seed: 'sealed-1',
      seat: 3,
      packsPerPlayer: STANDARD_SEALED_PACKS.swu,
    });
    expect(pool.packs).toHaveLength(6);
    expect(pool.cards).toHaveLength(96);
    expect(pool.cards.some((entry) => entry.slot === 'token')).toBe(false);
    expect(pool.cards.filter((entry) => entry.slot === 'leader')).toHaveLength(6);
    expect(pool.packs.map((pack) => pack.index)).toEqual([18, 19, 20, 21, 22, 23]);
  });

  it('gives the same pools for the same event seed and different ones for another seed', () => {
    const pools = (seed: string) =>
      [0, 1, 2, 3].map((seat) => openSealedPool({ prepared: swu, seed, seat, packsPerPlayer: 6 }));
    expect(pools('event-a')).toEqual(pools('event-a'));
    expect(pools('event-a').map((pool) => pool.cards)).not.toEqual(pools('event-b').map((pool) => pool.cards));
    expect(openSealedPool({ set: demoSet('swu'), seed: 'event-a', seat: 2, packsPerPlayer: 6 })).toEqual(
      pools('event-a')[2],
    );
  });

  it('never gives two seats the same pack', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 8 }),
        (seed, seat, packs) => {
          const mine = packsForSeat({ prepared: swu, seed, seat, packsPerPlayer: packs });
          const next = packsForSeat({ prepared: swu, seed, seat: seat + 1, packsPerPlayer: packs });
          const indices = new Set([...mine, ...next].map((pack) => pack.index));
          expect(indices.size).toBe(2 * packs);
          expect(mine).toEqual(generatePacks({ prepared: swu, seed, count: packs, firstIndex: seat * packs }));
        },
      ),
      { numRuns: 50 },
    );
  });

  it('refuses bad seats and pack counts', () => {
    expect(() => packsForSeat({ prepared: swu, seed: 's', seat: -1, packsPerPlayer: 6 })).toThrow(RangeError);
    expect(() => packsForSeat({ prepared: swu, seed: 's', seat: 0, packsPerPlayer: 0 })).toThrow(RangeError);
  });
});

describe('splitPackForDraft', () => {
  it('separates the leader, the 14 picks and the shared pile (common base and token)', () => {
    const [pack] = generatePacks({ prepared: swu, seed: 'draft', count: 1 });
    const parts = splitPackForDraft(pack, SWU_STANDARD_TEMPLATE);
    expect(parts.leaders.map((entry) => entry.slot)).toEqual(['leader']);
    expect(parts.picks).toHaveLength(14);
    expect(parts.pile.map((entry) => entry.slot)).toEqual(['base', 'token']);
    expect(sealedPoolCards(pack, SWU_STANDARD_TEMPLATE)).toHaveLength(16);
  });

  it('refuses a pack made with another template', () => {
    const [pack] = generatePacks({ prepared: swu, seed: 'draft', count: 1 });
    expect(() => splitPackForDraft(pack, { sheets: {}, slots: [] })).toThrow(/no slot named "leader"/);
  });
});
