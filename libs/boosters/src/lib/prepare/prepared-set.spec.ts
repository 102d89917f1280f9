import type { CardSet, SwuCard } from '@cantina/games';
import { demoSet } from '../../testing/demo-sets';
import { generatePacks } from '../generate/generate-packs';
import type { PackTemplate } from '../template/pack-template';
import { BoosterTemplateError } from '../template/template-error';
import { checkTemplateForSet } from './check-template-for-set';
import { prepareSet } from './prepared-set';

const slot = (name: string, count: number, sheet: string) => ({
  name,
  count,
  role: 'pick' as const,
  foil: false,
  die: false,
  from: [{ sheet, weight: 1 }],
  upgrades: [],
});

describe('prepareSet', () => {
  const swu = demoSet('swu');

  it('rejects a sheet that matches no card, or has fewer cards than a pack takes', () => {
    const template: PackTemplate = {
      sheets: {
        special: { rarities: ['special'], types: ['unit'] },
        bases: { types: ['base'], rarities: ['common'] },
        unused: { types: ['leader'], rarities: ['special'] },
      },
      slots: [slot('special', 1, 'special'), slot('bases', 10, 'bases'), slot('more-bases', 3, 'bases')],
    };
    expect(checkTemplateForSet(swu, template)).toEqual([
      { path: 'sheets.special', code: 'empty', message: 'matches no card of set CDA' },
      { path: 'sheets.bases', code: 'out-of-range', message: 'has 12 cards of set CDA but a pack may take 13 from it' },
    ]);
    expect(() => prepareSet(swu, template)).toThrow(BoosterTemplateError);
  });

  it('validates an explicit template like a set file', () => {
    const broken = { sheets: { all: {} }, slots: [slot('x', 0, 'all')] } as PackTemplate;
    expect(() => prepareSet(swu, broken)).toThrow(/slots\[0\]\.count/);
  });

  it("uses a set's booster field instead of the standard template", () => {
    const booster = {
      sheets: { leader: { types: ['leader'] }, common: { rarities: ['common'], types: ['unit'] } },
      slots: [
        { name: 'leader', count: 1, role: 'leader', from: [{ sheet: 'leader' }] },
        { name: 'common', count: 4, from: [{ sheet: 'common' }], upgrades: [{ variant: 'hyperspace', rate: 1 }] },
      ],
    };
    const set: CardSet = { ...swu, booster };
    const [pack] = generatePacks({ set, seed: 'own', count: 1 });
    expect(pack.cards.map((entry) => `${entry.slot}:${entry.variant ?? 'normal'}`)).toEqual([
      'leader:normal',
      ...Array(4).fill('common:hyperspace'),
    ]);
    const byId = new Map(swu.cards.map((entry) => [entry.id, entry as SwuCard]));
    expect(pack.cards.slice(1).every((entry) => byId.get(entry.cardId)?.type === 'unit')).toBe(true);
  });

  it('draws a variant from a weighted pick, e.g. a hyperspace rare in the third uncommon slot', () => {
    const booster = {
      sheets: { uncommon: { rarities: ['uncommon'] }, rare: { rarities: ['rare'], types: ['unit'] } },
      slots: [
        { name: 'uncommon', count: 2, from: [{ sheet: 'uncommon' }] },
        {
          name: 'uncommon-3',
          count: 1,
          from: [
            { sheet: 'uncommon', weight: 4.5 },
            { sheet: 'rare', weight: 1, variant: 'hyperspace' },
          ],
        },
      ],
    };
    const packs = generatePacks({ set: { ...swu, booster }, seed: 'uc3', count: 2000 });
    const upgraded = packs.filter((pack) => pack.cards[2].variant === 'hyperspace').length;
    expect(upgraded / 2000).toBeGreaterThan(0.13);
    expect(upgraded / 2000).toBeLessThan(0.24);
    // The three uncommons share one sheet, so they never repeat even across the two slots.
    const repeats = packs.filter((pack) => new Set(pack.cards.map((entry) => entry.cardId)).size !== 3);
    expect(repeats).toEqual([]);
  });
});
