import type { CardSet } from '@cantina/games';
import type { PackTemplate } from './pack-template';
import { parseBoosterTemplate } from './parse-booster-template';
import { resolveTemplate } from './resolve-template';
import { DESTINY_STANDARD_TEMPLATE } from './standard/destiny-standard-template';
import { standardTemplate } from './standard/standard-template';
import { SWTCG_STANDARD_TEMPLATE } from './standard/swtcg-standard-template';
import { SWU_STANDARD_TEMPLATE } from './standard/swu-standard-template';
import { BoosterTemplateError } from './template-error';

function problemsOf(input: unknown, game?: 'swu' | 'destiny' | 'swtcg'): string[] {
  const result = parseBoosterTemplate(input, game);
  return result.ok ? [] : result.problems.map((problem) => `${problem.path} ${problem.code}`);
}

const minimal = { sheets: { all: {} }, slots: [{ name: 'any', count: 2, from: [{ sheet: 'all' }] }] };

describe('parseBoosterTemplate', () => {
  it.each([
    ['swu', SWU_STANDARD_TEMPLATE],
    ['destiny', DESTINY_STANDARD_TEMPLATE],
    ['swtcg', SWTCG_STANDARD_TEMPLATE],
  ] as const)('accepts the %s standard template as JSON, unchanged', (game, template) => {
    expect(parseBoosterTemplate(JSON.parse(JSON.stringify(template)), game)).toEqual({ ok: true, template });
    expect(standardTemplate(game)).toBe(template);
  });

  it('fills in the defaults', () => {
    expect(parseBoosterTemplate(minimal)).toEqual({
      ok: true,
      template: {
        sheets: { all: {} },
        slots: [
          {
            name: 'any',
            count: 2,
            role: 'pick',
            foil: false,
            die: false,
            from: [{ sheet: 'all', weight: 1 }],
            upgrades: [],
          },
        ],
      },
    });
  });

  it('reports every problem at its JSON path', () => {
    const input = {
      sheets: {
        'foil-common': { rarity: ['common'] },
        rare: { rarities: ['mythic'], types: [] },
        spread: { spread: { field: 'colour' } },
      },
      slots: [
        { name: 'a', count: 0, role: 'drafted', from: [{ sheet: 'nope', weight: 0 }] },
        {
          name: 'a',
          count: 1,
          foil: 'yes',
          from: [],
          upgrades: [
            { variant: 'hs', rate: 0.6 },
            { variant: 'hs', rate: 0.6 },
          ],
        },
        'slot',
      ],
      extra: true,
    };
    expect(problemsOf(input, 'swu')).toEqual([
      'extra not-allowed',
      'sheets["foil-common"].rarity not-allowed',
      'sheets.rare.rarities[0] not-allowed',
      'sheets.rare.types empty',
      'sheets.spread.spread.field not-allowed',
      'slots[0].count out-of-range',
      'slots[0].role not-allowed',
      'slots[0].from[0].sheet inconsistent',
      'slots[0].from[0].weight out-of-range',
      'slots[1].foil wrong-type',
      'slots[1].from empty',
      'slots[1].upgrades out-of-range',
      'slots[1].upgrades[1].variant duplicate-id',
      'slots[2] wrong-type',
    ]);
  });

  it('reads a box size, picks left out per set or when empty, and variants on their own belt', () => {
    const input = {
      boxSize: 24,
      sheets: { all: {}, special: { rarities: ['special'] } },
      slots: [
        {
          name: 'foil',
          count: 1,
          from: [{ sheet: 'all' }, { sheet: 'special', weight: 4, exceptSets: ['SOR'], optional: true }],
          upgrades: [{ variant: 'hyperspace', rate: 0.2, ownBelt: true }],
        },
      ],
    };
    const result = parseBoosterTemplate(input, 'swu');
    expect(result.ok && result.template.boxSize).toBe(24);
    expect(result.ok && result.template.slots[0].from[1]).toEqual(input.slots[0].from[1]);
    expect(result.ok && result.template.slots[0].upgrades).toEqual(input.slots[0].upgrades);
    const wrong = {
      ...input,
      boxSize: 0,
      slots: [
        {
          ...input.slots[0],
          from: [{ sheet: 'all', exceptSets: [], optional: 'yes' }],
          upgrades: [{ variant: 'h', rate: 0.1, ownBelt: 1 }],
        },
      ],
    };
    expect(problemsOf(wrong)).toEqual([
      'slots[0].from[0].exceptSets empty',
      'slots[0].from[0].optional wrong-type',
      'slots[0].upgrades[0].ownBelt wrong-type',
      'boxSize out-of-range',
    ]);
  });

  it('reports duplicate slot names and a missing or empty document', () => {
    const twice = { ...minimal, slots: [minimal.slots[0], minimal.slots[0]] };
    expect(problemsOf(twice)).toEqual(['slots[1].name duplicate-id']);
    expect(problemsOf(null)).toEqual([' wrong-type']);
    expect(problemsOf({})).toEqual(['sheets required', 'slots required']);
    expect(problemsOf({ sheets: {}, slots: [] })).toEqual(['sheets empty', 'slots empty']);
  });

  it('checks rarities and types against the game only when one is given', () => {
    const template = {
      sheets: { s: { rarities: ['mythic'], types: ['planeswalker'] } },
      slots: [{ name: 'x', count: 1, from: [{ sheet: 's' }] }],
    };
    expect(problemsOf(template)).toEqual([]);
    expect(problemsOf(template, 'destiny')).toEqual([
      'sheets.s.rarities[0] not-allowed',
      'sheets.s.types[0] not-allowed',
    ]);
  });
});

describe('resolveTemplate', () => {
  const set = (booster: CardSet['booster'], game: CardSet['game'] = 'swu') => ({ game, code: 'TST', booster });

  it("uses the set's own template over the standard one", () => {
    const own: PackTemplate = {
      sheets: { all: {} },
      slots: [
        {
          name: 'any',
          count: 1,
          role: 'pick',
          foil: false,
          die: false,
          from: [{ sheet: 'all', weight: 1 }],
          upgrades: [],
        },
      ],
    };
    expect(resolveTemplate(set(own))).toEqual(own);
    expect(resolveTemplate(set(null))).toBe(SWU_STANDARD_TEMPLATE);
  });

  it("reports an invalid set template under the set's booster field", () => {
    try {
      resolveTemplate(set({ slots: 3 }));
      throw new Error('expected an error');
    } catch (error) {
      expect(error).toBeInstanceOf(BoosterTemplateError);
      expect((error as BoosterTemplateError).problems.map((problem) => problem.path)).toEqual([
        'booster.sheets',
        'booster.slots',
      ]);
    }
  });

  it('has no standard template for DBG', () => {
    expect(() => resolveTemplate(set(null, 'dbg'))).toThrow(BoosterTemplateError);
  });
});
