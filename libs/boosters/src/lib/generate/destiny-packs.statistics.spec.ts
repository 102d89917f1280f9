import type { DestinyCard } from '@cantina/games';
import { demoSet } from '../../testing/demo-sets';
import { cardIndex, cardsOfSlot, countsFor, hasDuplicates, poolIds } from '../../testing/pack-stats';
import { binomialRange, chiSquareLimit, chiSquareUniform, tally } from '../../testing/stats';
import { prepareSet } from '../prepare/prepared-set';
import { generatePacks } from './generate-packs';

/** 10,000 Destiny demo packs; tolerances as in the SWU spec (5 sigma, chi-square p = 1e-6). */
const PACKS = 10_000;
const SIGMAS = 5;
const set = demoSet('destiny');
const byId = cardIndex(set);
const card = (id: string) => byId.get(id) as DestinyCard;
const packs = generatePacks({ prepared: prepareSet(set), seed: 'destiny-statistics', count: PACKS });

function expectUniform(ids: string[], drawn: ReturnType<typeof cardsOfSlot>, perPack: number): void {
  const counts = countsFor(ids, drawn);
  const [low, high] = binomialRange(PACKS, perPack / ids.length, SIGMAS);
  expect(Math.min(...counts)).toBeGreaterThanOrEqual(Math.max(low, 1));
  expect(Math.max(...counts)).toBeLessThanOrEqual(high);
  expect(chiSquareUniform(counts)).toBeLessThan(chiSquareLimit(ids.length - 1, 4.75));
}

describe('Destiny standard packs over 10,000 packs of the demo set', () => {
  it('hold 3 commons, 1 uncommon and 1 rare-or-legendary, never a starter card', () => {
    const shapes = tally(
      packs.map((pack) => pack.cards.map((entry) => `${entry.slot}:${card(entry.cardId).rarity}`).join()),
    );
    for (const shape of shapes.keys()) {
      expect(shape).toMatch(/^common:common,common:common,common:common,uncommon:uncommon,rare:(rare|legendary)$/);
    }
  });

  it('put a legendary instead of the rare in 1 pack in 6 (SWD l.66)', () => {
    const legendaries = cardsOfSlot(packs, 'rare').filter((entry) => card(entry.cardId).rarity === 'legendary');
    const [low, high] = binomialRange(PACKS, 1 / 6, SIGMAS);
    expect(legendaries.length).toBeGreaterThanOrEqual(low);
    expect(legendaries.length).toBeLessThanOrEqual(high);
  });

  it('give the rare or legendary its die, and no other card a die', () => {
    const wrong = packs.flatMap((pack) =>
      pack.cards.filter((entry) => (entry.die === true) !== (entry.slot === 'rare' && card(entry.cardId).hasDie)),
    );
    expect(wrong).toEqual([]);
  });

  it('never repeat a common, nor hold three commons of one colour', () => {
    const wrong = packs.filter((pack) => {
      const commons = pack.cards.filter((entry) => entry.slot === 'common');
      const colours = tally(commons.map((entry) => card(entry.cardId).color));
      return hasDuplicates(commons.map((entry) => entry.cardId)) || Math.max(...colours.values()) > 2;
    });
    expect(wrong).toEqual([]);
  });

  it('draw every common, uncommon, rare and legendary about equally often', () => {
    const ofRarity = (rarity: string) => poolIds(set, (entry) => entry.rarity === rarity);
    const rareSlot = cardsOfSlot(packs, 'rare');
    expectUniform(ofRarity('common'), cardsOfSlot(packs, 'common'), 3);
    expectUniform(ofRarity('uncommon'), cardsOfSlot(packs, 'uncommon'), 1);
    expectUniform(
      ofRarity('rare'),
      rareSlot.filter((entry) => card(entry.cardId).rarity === 'rare'),
      5 / 6,
    );
    expectUniform(
      ofRarity('legendary'),
      rareSlot.filter((entry) => card(entry.cardId).rarity === 'legendary'),
      1 / 6,
    );
  });

  it('keep each colour at its share of the commons', () => {
    const commons = cardsOfSlot(packs, 'common');
    const pool = set.cards.filter((entry) => entry.rarity === 'common') as DestinyCard[];
    for (const [colour, size] of tally(pool.map((entry) => entry.color))) {
      const hits = commons.filter((entry) => card(entry.cardId).color === colour).length;
      const [low, high] = binomialRange(PACKS * 3, size / pool.length, SIGMAS);
      expect(hits).toBeGreaterThanOrEqual(low);
      expect(hits).toBeLessThanOrEqual(high);
    }
  });
});
