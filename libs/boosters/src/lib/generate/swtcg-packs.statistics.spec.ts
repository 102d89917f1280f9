import type { SwtcgCard } from '@cantina/games';
import { demoSet } from '../../testing/demo-sets';
import { cardIndex, cardsOfSlot, countsFor, hasDuplicates, poolIds } from '../../testing/pack-stats';
import { binomialRange, chiSquareLimit, chiSquareUniform, tally } from '../../testing/stats';
import { prepareSet } from '../prepare/prepared-set';
import { swtcgTemplate } from '../template/standard/swtcg-standard-template';
import { generatePacks } from './generate-packs';

/** 10,000 SWTCG demo packs; tolerances as in the SWU spec (5 sigma, chi-square p = 1e-6). */
const PACKS = 10_000;
const SIGMAS = 5;
const set = demoSet('swtcg');
const byId = cardIndex(set);
const card = (id: string) => byId.get(id) as SwtcgCard;
const packs = generatePacks({ prepared: prepareSet(set), seed: 'swtcg-statistics', count: PACKS });

function expectUniform(ids: string[], drawn: ReturnType<typeof cardsOfSlot>, perPack: number): void {
  const counts = countsFor(ids, drawn);
  const [low, high] = binomialRange(PACKS, perPack / ids.length, SIGMAS);
  expect(Math.min(...counts)).toBeGreaterThanOrEqual(Math.max(low, 1));
  expect(Math.max(...counts)).toBeLessThanOrEqual(high);
  expect(chiSquareUniform(counts)).toBeLessThan(chiSquareLimit(ids.length - 1, 4.75));
}

describe('SWTCG standard packs over 10,000 packs of the demo set', () => {
  it('hold 7 commons, 3 uncommons and 1 rare, never a promo or subordinate', () => {
    const shapes = tally(
      packs.map((pack) => pack.cards.map((entry) => `${entry.slot}:${card(entry.cardId).rarity}`).join()),
    );
    const expected = [...Array(7).fill('common:common'), ...Array(3).fill('uncommon:uncommon'), 'rare:rare'].join();
    expect([...shapes]).toEqual([[expected, PACKS]]);
  });

  it('never repeat a card, and mix Light and Dark Side commons in every pack', () => {
    const wrong = packs.filter((pack) => {
      const sides = new Set(
        pack.cards.filter((entry) => entry.slot === 'common').map((entry) => card(entry.cardId).side),
      );
      return hasDuplicates(pack.cards.map((entry) => entry.cardId)) || !sides.has('light') || !sides.has('dark');
    });
    expect(wrong).toEqual([]);
  });

  it('draw every common, uncommon and rare about equally often', () => {
    const ofRarity = (rarity: string) => poolIds(set, (entry) => entry.rarity === rarity);
    expectUniform(ofRarity('common'), cardsOfSlot(packs, 'common'), 7);
    expectUniform(ofRarity('uncommon'), cardsOfSlot(packs, 'uncommon'), 3);
    expectUniform(ofRarity('rare'), cardsOfSlot(packs, 'rare'), 1);
  });

  it('keep each side at its share of the commons', () => {
    const commons = cardsOfSlot(packs, 'common');
    const pool = set.cards.filter((entry) => entry.rarity === 'common') as SwtcgCard[];
    for (const [side, size] of tally(pool.map((entry) => entry.side))) {
      const hits = commons.filter((entry) => card(entry.cardId).side === side).length;
      const [low, high] = binomialRange(PACKS * 7, size / pool.length, SIGMAS);
      expect(hits).toBeGreaterThanOrEqual(low);
      expect(hits).toBeLessThanOrEqual(high);
    }
  });

  it('can be configured, e.g. 5-card packs of 3 commons, 1 uncommon and 1 rare', () => {
    const small = generatePacks({
      set,
      template: swtcgTemplate({ common: 3, uncommon: 1, rare: 1 }),
      seed: 's',
      count: 100,
    });
    const shapes = tally(small.map((pack) => pack.cards.map((entry) => entry.slot).join()));
    expect([...shapes]).toEqual([['common,common,common,uncommon,rare', 100]]);
    expect(() => swtcgTemplate({ common: 0, uncommon: 0, rare: 0 })).toThrow(RangeError);
    expect(() => swtcgTemplate({ common: 1.5, uncommon: 0, rare: 1 })).toThrow(RangeError);
  });
});
