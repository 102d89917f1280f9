import type { SwuCard } from '@cantina/games';
import { demoSet } from '../../testing/demo-sets';
import { cardIndex, cardsOfSlot, countsFor, hasDuplicates, poolIds } from '../../testing/pack-stats';
import { binomialRange, chiSquareLimit, chiSquareUniform, tally } from '../../testing/stats';
import { prepareSet } from '../prepare/prepared-set';
import type { PackTemplate } from '../template/pack-template';
import { SWU_STANDARD_TEMPLATE } from '../template/standard/swu-standard-template';
import { splitPackForDraft } from '../pools/split-pack-for-draft';
import { generatePacks } from './generate-packs';

/**
 * 10,000 packs of the invented SWU demo set with the standard template. Tolerances: every rate and
 * every card's count within 5 standard deviations of its binomial expectation (a chance failure
 * about 1 in 1.7 million per check), and a chi-square of each pool's counts below the one-sided
 * p = 1e-6 limit. The seed is fixed, so a run is deterministic; the tolerances make sure the
 * assertions describe the distribution and not this one seed.
 */
const PACKS = 10_000;
const SIGMAS = 5;
const CHI_Z = 4.75;
const set = demoSet('swu');
const byId = cardIndex(set);
const card = (id: string) => byId.get(id) as SwuCard;
const packs = generatePacks({ prepared: prepareSet(set), seed: 'swu-statistics', count: PACKS });

const PLAYABLE = ['unit', 'event', 'upgrade'];
const COLOURS = ['vigilance', 'command', 'aggression', 'cunning'] as const;

function expectRate(hits: number, p: number, n = PACKS): void {
  const [low, high] = binomialRange(n, p, SIGMAS);
  expect(hits).toBeGreaterThanOrEqual(low);
  expect(hits).toBeLessThanOrEqual(high);
}

/** Every card of the pool drawn, each about equally often. */
function expectUniform(ids: string[], slotCards: ReturnType<typeof cardsOfSlot>, perPack: number): void {
  const counts = countsFor(ids, slotCards);
  const p = perPack / ids.length;
  const [low, high] = binomialRange(PACKS, p, SIGMAS);
  expect(Math.min(...counts)).toBeGreaterThanOrEqual(Math.max(low, 1));
  expect(Math.max(...counts)).toBeLessThanOrEqual(high);
  expect(chiSquareUniform(counts)).toBeLessThan(chiSquareLimit(ids.length - 1, CHI_Z));
}

describe('SWU standard packs over 10,000 packs of the demo set', () => {
  it('always have 1 leader, 1 common base, 9 commons, 3 uncommons, 1 rare, 1 foil and a token', () => {
    const expected = JSON.stringify({ leader: 1, base: 1, common: 9, uncommon: 3, rare: 1, foil: 1, token: 1 });
    const wrong = packs.filter((pack) => {
      const slots: Record<string, number> = {};
      for (const entry of pack.cards) slots[entry.slot] = (slots[entry.slot] ?? 0) + 1;
      return JSON.stringify(slots) !== expected;
    });
    expect(wrong).toEqual([]);
  });

  it('give 14 draft picks once the leader, common base and token are set aside', () => {
    const shapes = tally(
      packs.map((pack) => {
        const parts = splitPackForDraft(pack, SWU_STANDARD_TEMPLATE);
        return `${parts.leaders.length} leader, ${parts.picks.length} picks, ${parts.pile.length} in the pile`;
      }),
    );
    expect([...shapes]).toEqual([['1 leader, 14 picks, 2 in the pile', PACKS]]);
  });

  it('fill each slot from the right cards', () => {
    const fits: Record<string, (drawn: SwuCard, foil: boolean) => boolean> = {
      leader: (drawn, foil) => drawn.type === 'leader' && !foil,
      base: (drawn, foil) => drawn.type === 'base' && drawn.rarity === 'common' && !foil,
      common: (drawn, foil) => drawn.rarity === 'common' && PLAYABLE.includes(drawn.type) && !foil,
      uncommon: (drawn, foil) => drawn.rarity === 'uncommon' && !foil,
      rare: (drawn, foil) => ['rare', 'legendary'].includes(drawn.rarity) && drawn.type !== 'leader' && !foil,
      foil: (drawn, foil) =>
        foil && !['leader', 'token'].includes(drawn.type) && !(drawn.type === 'base' && drawn.rarity === 'common'),
      token: (drawn, foil) => drawn.type === 'token' && !foil,
    };
    const wrong = packs.flatMap((pack) =>
      pack.cards.filter((entry) => !fits[entry.slot](card(entry.cardId), entry.foil)),
    );
    expect(wrong).toEqual([]);
  });

  it('never repeat a common or an uncommon within a pack (only the foil may repeat a card)', () => {
    const wrong = packs.filter((pack) => {
      const ids = (keep: (slot: string) => boolean) =>
        pack.cards.filter((entry) => keep(entry.slot)).map((entry) => entry.cardId);
      return hasDuplicates(ids((slot) => slot !== 'foil'));
    });
    expect(wrong).toEqual([]);
  });

  it('put a legendary in the rare slot 1 time in 8', () => {
    const legendaries = cardsOfSlot(packs, 'rare').filter((entry) => card(entry.cardId).rarity === 'legendary');
    expectRate(legendaries.length, 1 / 8);
  });

  it('give the foil slot commons, uncommons, rares and legendaries at 78/17/5/0.3', () => {
    const foils = cardsOfSlot(packs, 'foil');
    const weights = { common: 78, uncommon: 17, rare: 5, legendary: 0.3 };
    for (const [rarity, weight] of Object.entries(weights)) {
      const hits = foils.filter((entry) => card(entry.cardId).rarity === rarity).length;
      expectRate(hits, weight / 100.3);
    }
  });

  it('upgrade leaders, bases and foils at their variant rates, and nothing else', () => {
    const variantRate = (slot: string, variant: string) =>
      cardsOfSlot(packs, slot).filter((entry) => entry.variant === variant).length;
    expectRate(variantRate('leader', 'hyperspace'), 1 / 6);
    expectRate(variantRate('leader', 'showcase'), 1 / 288);
    expectRate(variantRate('base', 'hyperspace'), 1 / 6);
    expectRate(variantRate('foil', 'hyperfoil'), 1 / 50);
    for (const slot of ['common', 'uncommon', 'rare', 'token']) {
      expect(cardsOfSlot(packs, slot).some((entry) => entry.variant !== undefined)).toBe(false);
    }
  });

  it('draw every leader, base, common, uncommon, rare and legendary about equally often', () => {
    const pool = (keep: (entry: SwuCard) => boolean) => poolIds(set, (entry) => keep(entry as SwuCard));
    const playable = (entry: SwuCard) => entry.type !== 'leader' && entry.type !== 'token';
    expectUniform(
      pool((entry) => entry.type === 'leader'),
      cardsOfSlot(packs, 'leader'),
      1,
    );
    expectUniform(
      pool((entry) => entry.type === 'base' && entry.rarity === 'common'),
      cardsOfSlot(packs, 'base'),
      1,
    );
    expectUniform(
      pool((entry) => entry.rarity === 'common' && PLAYABLE.includes(entry.type)),
      cardsOfSlot(packs, 'common'),
      9,
    );
    expectUniform(
      pool((entry) => entry.rarity === 'uncommon' && playable(entry)),
      cardsOfSlot(packs, 'uncommon'),
      3,
    );
    const rareSlot = cardsOfSlot(packs, 'rare');
    const ofRarity = (rarity: string) => rareSlot.filter((entry) => card(entry.cardId).rarity === rarity);
    expectUniform(
      pool((entry) => entry.rarity === 'rare' && playable(entry)),
      ofRarity('rare'),
      7 / 8,
    );
    expectUniform(
      pool((entry) => entry.rarity === 'legendary' && playable(entry)),
      ofRarity('legendary'),
      1 / 8,
    );
    const foilCommons = cardsOfSlot(packs, 'foil').filter((entry) => card(entry.cardId).rarity === 'common');
    expectUniform(
      pool((entry) => entry.rarity === 'common' && PLAYABLE.includes(entry.type)),
      foilCommons,
      78 / 100.3,
    );
  });

  it('cover all four colour aspects with every pack of commons', () => {
    const wrong = packs.filter((pack) => {
      const aspects = new Set(
        pack.cards.filter((entry) => entry.slot === 'common').flatMap((entry) => card(entry.cardId).aspects),
      );
      return COLOURS.some((colour) => !aspects.has(colour));
    });
    expect(wrong).toEqual([]);
  });

  it('spreads aspects without changing how often each aspect appears overall', () => {
    const commons = cardsOfSlot(packs, 'common');
    const pool = set.cards.filter((entry) => entry.rarity === 'common' && PLAYABLE.includes(entry.type)) as SwuCard[];
    for (const colour of COLOURS) {
      const share = pool.filter((entry) => entry.aspects.includes(colour)).length / pool.length;
      const hits = commons.filter((entry) => card(entry.cardId).aspects.includes(colour)).length;
      // Each of the 9 positions has the same chance; spreading only lowers the variance per pack.
      expect(Math.abs(hits / (PACKS * 9) - share)).toBeLessThan(0.01);
    }
  });

  it('would miss aspects without the spread, so the spread is what covers them', () => {
    const sheets = { ...SWU_STANDARD_TEMPLATE.sheets, common: { types: PLAYABLE, rarities: ['common'] } };
    const unspread: PackTemplate = { ...SWU_STANDARD_TEMPLATE, sheets };
    const plain = generatePacks({ set, template: unspread, seed: 'swu-statistics', count: 2_000 });
    const missing = plain.filter((pack) => {
      const aspects = new Set(
        pack.cards.filter((entry) => entry.slot === 'common').flatMap((entry) => card(entry.cardId).aspects),
      );
      return COLOURS.some((colour) => !aspects.has(colour));
    });
    // P(a random 9 of 90 misses one of four 18-card colours) is about 0.5.
    expect(missing.length).toBeGreaterThan(500);
  });
});
