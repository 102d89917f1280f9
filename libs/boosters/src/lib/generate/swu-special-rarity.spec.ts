import fc from 'fast-check';
import type { CardSet, SwuCard } from '@cantina/games';
import { demoSet } from '../../testing/demo-sets';
import { inventedSwuSet } from '../../testing/invented-swu-set';
import { binomialRange } from '../../testing/stats';
import { prepareSet } from '../prepare/prepared-set';
import { templateForSet } from '../prepare/template-for-set';
import { splitPackForDraft } from '../pools/split-pack-for-draft';
import type { PackTemplate } from '../template/pack-template';
import { FOIL_SPECIAL_WEIGHT, SWU_STANDARD_TEMPLATE } from '../template/standard/swu-standard-template';
import { generatePacks } from './generate-packs';
import type { Pack } from './pack';

/** Issue 11 item 5: Special rarity never enters a booster slot, save the foil slot from the fourth set on. */
const laterSet = inventedSwuSet('RSX');
const firstSet = inventedSwuSet('SOR');
const rarityOf = (set: CardSet) => {
  const byId = new Map(set.cards.map((card) => [card.id, card as SwuCard]));
  return (cardId: string) => byId.get(cardId)?.rarity;
};

function specialsBySlot(packs: readonly Pack[], set: CardSet): Record<string, number> {
  const rarity = rarityOf(set);
  const bySlot: Record<string, number> = {};
  for (const pack of packs) {
    for (const entry of pack.cards) {
      if (rarity(entry.cardId) === 'special') bySlot[entry.slot] = (bySlot[entry.slot] ?? 0) + 1;
    }
  }
  return bySlot;
}

/** The standard template without the foil slot's Special pick: what the template was before it. */
function withoutSpecialPick(template: PackTemplate): PackTemplate {
  const sheets = { ...template.sheets };
  delete (sheets as Record<string, unknown>)['foil-special'];
  return {
    ...template,
    sheets,
    slots: template.slots.map((slot) => ({ ...slot, from: slot.from.filter((pick) => pick.sheet !== 'foil-special') })),
  };
}

describe('Special rarity in SWU standard packs', () => {
  const later = prepareSet(laterSet);
  const first = prepareSet(firstSet);

  it('never puts a Special card in the leader, base or regular slots, for any seed', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 100_000 }), (seed, firstIndex) => {
        const packs = generatePacks({ prepared: later, seed, count: 24, firstIndex });
        expect(Object.keys(specialsBySlot(packs, laterSet)).filter((slot) => slot !== 'foil')).toEqual([]);
        const leaders = packs.flatMap((pack) => splitPackForDraft(pack, later.template).leaders);
        expect(leaders.every((entry) => ['common', 'rare'].includes(rarityOf(laterSet)(entry.cardId) ?? ''))).toBe(
          true,
        );
      }),
      { numRuns: 60 },
    );
  });

  it('never puts a Special card anywhere in packs of the first three sets', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        expect(specialsBySlot(generatePacks({ prepared: first, seed, count: 48 }), firstSet)).toEqual({});
      }),
      { numRuns: 40 },
    );
  });

  it('puts a Special card in the foil slot at the rate the template gives', () => {
    const count = 20_000;
    const weights = SWU_STANDARD_TEMPLATE.slots.find((slot) => slot.name === 'foil')?.from ?? [];
    const rate = FOIL_SPECIAL_WEIGHT / weights.reduce((sum, pick) => sum + pick.weight, 0);
    expect(rate).toBeCloseTo(0.0384, 3);
    const foils = specialsBySlot(generatePacks({ prepared: later, seed: 'foil-special', count }), laterSet)['foil'];
    const [low, high] = binomialRange(count, rate, 5);
    expect(foils).toBeGreaterThanOrEqual(low);
    expect(foils).toBeLessThanOrEqual(high);
  });

  it('leaves the Special pick (and a missing token sheet) out of the template of a set it does not apply to', () => {
    expect(templateForSet(SWU_STANDARD_TEMPLATE, laterSet)).not.toHaveProperty(['sheets', 'token']);
    expect(templateForSet(SWU_STANDARD_TEMPLATE, laterSet).sheets).toHaveProperty('foil-special');
    expect(templateForSet(SWU_STANDARD_TEMPLATE, firstSet).sheets).not.toHaveProperty('foil-special');
    // The demo set has tokens and no Special playable: the standard template applies as it is.
    expect(templateForSet(SWU_STANDARD_TEMPLATE, demoSet('swu')).sheets).not.toHaveProperty('foil-special');
  });

  it('makes the same packs as before for a set without Special cards, in both algorithm versions', () => {
    const swu = demoSet('swu');
    const before = prepareSet(swu, withoutSpecialPick(SWU_STANDARD_TEMPLATE));
    const now = prepareSet(swu);
    for (const algorithmVersion of [1, 2]) {
      const options = { seed: 'unchanged', count: 48, algorithmVersion };
      expect(generatePacks({ prepared: now, ...options })).toEqual(generatePacks({ prepared: before, ...options }));
    }
  });

  it('gives a set without tokens (as swu-db files are) 16-card packs without a token slot, 14 draft picks', () => {
    const [pack] = generatePacks({ prepared: later, seed: 'no-tokens', count: 1 });
    expect(pack.cards).toHaveLength(16);
    expect(pack.cards.some((entry) => entry.slot === 'token')).toBe(false);
    const parts = splitPackForDraft(pack, later.template);
    expect([parts.leaders.length, parts.picks.length, parts.pile.length]).toEqual([1, 14, 1]);
  });
});
