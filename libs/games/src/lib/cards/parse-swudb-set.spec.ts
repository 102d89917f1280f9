import { parseCardSet } from './parse-card-set';
import { parseSwudbSet } from './parse-swudb-set';
import type { SwuCard } from './swu-card';

/** TEST DATA: invented rows shaped like the swu-db card API answer for one set. */
const leaderRow = {
  Set: 'TST',
  Number: '005',
  Name: 'Captain Vela',
  Subtitle: 'Dawn Patrol',
  Type: 'Leader',
  Aspects: ['Vigilance', 'Heroism'],
  Traits: ['REBEL', 'BOUNTY HUNTER'],
  Arenas: ['Ground'],
  Cost: '6',
  Power: '4',
  HP: '7',
  Rarity: 'Special',
  Unique: true,
  DoubleSided: true,
  VariantType: 'Normal',
  MarketPrice: '1.00',
};
const baseRow = {
  Set: 'TST',
  Number: '019',
  Name: 'Ember Outpost',
  Subtitle: '',
  Type: 'Base',
  Aspects: ['Vigilance'],
  Traits: ['OUTPOST'],
  Arenas: [],
  Cost: '',
  HP: '25',
  Rarity: 'Common',
  Unique: false,
  VariantType: 'Normal',
};
const unitRow = {
  Set: 'TST',
  Number: '112',
  Name: 'Dune Skimmer',
  Type: 'Unit',
  Aspects: ['Cunning'],
  Traits: ['VEHICLE'],
  Arenas: ['Space'],
  Cost: '2',
  Power: '2',
  HP: '3',
  Rarity: 'Uncommon',
  Unique: false,
  VariantType: 'Normal',
};
const tokenRow = {
  Set: 'TST',
  Number: '200',
  Name: 'Probe',
  Type: 'Token Unit',
  Arenas: ['Ground'],
  Rarity: 'Common',
  Unique: false,
  VariantType: 'Normal',
};
const hyperspaceRow = { ...unitRow, Number: '301', VariantType: 'Hyperspace' };

describe('parseSwudbSet (swu-db API format)', () => {
  it('maps Normal rows to Cantina cards and leaves other printings out', () => {
    const result = parseSwudbSet(
      { data: [leaderRow, hyperspaceRow, baseRow, unitRow, tokenRow] },
      { name: 'Test Set' },
    );
    expect(result).toEqual({
      ok: true,
      set: {
        game: 'swu',
        code: 'TST',
        name: 'Test Set',
        booster: null,
        cards: [
          {
            game: 'swu',
            id: 'TST_005',
            set: 'TST',
            number: 5,
            name: 'Captain Vela',
            subtitle: 'Dawn Patrol',
            type: 'leader',
            rarity: 'special',
            unique: true,
            aspects: ['vigilance', 'heroism'],
            cost: 6,
            arenas: [],
            traits: ['rebel', 'bounty hunter'],
            power: 4,
            hp: 7,
          },
          expect.objectContaining({ id: 'TST_019', type: 'base', cost: null, hp: 25, arenas: [], rarity: 'common' }),
          expect.objectContaining({ id: 'TST_112', type: 'unit', arenas: ['space'], cost: 2, rarity: 'uncommon' }),
          expect.objectContaining({ id: 'TST_200', type: 'token', arenas: ['ground'], cost: null }),
        ],
      },
    });
    expect(result.ok && result.set.cards[1]).not.toHaveProperty('subtitle');
  });

  it('names the set after its code when no name is given', () => {
    const result = parseSwudbSet({ data: [unitRow] });
    expect(result.ok && result.set.name).toBe('TST');
  });

  it('produces a set the Cantina format accepts as is', () => {
    const result = parseSwudbSet({ data: [leaderRow, baseRow, unitRow, tokenRow] });
    expect(result.ok).toBe(true);
    if (result.ok) expect(parseCardSet(JSON.parse(JSON.stringify(result.set)))).toEqual(result);
  });

  it('lists every bad row with its path', () => {
    const result = parseSwudbSet({
      data: [
        { ...leaderRow, Rarity: 'Mythic', Aspects: ['Vigilance', 'Bravery'] },
        { ...unitRow, Set: 'OTH' },
        { ...leaderRow },
        { ...baseRow, Number: 'x19', Unique: undefined },
        { ...unitRow, Number: '113', Type: 'Vehicle', Cost: 'two', VariantType: undefined },
        7,
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => `${p.path} ${p.code}`).sort()).toEqual(
      [
        'data[0].Rarity not-allowed',
        'data[0].Aspects[1] not-allowed',
        'data[1].Set mixed-sets',
        'data[2].Number duplicate-id',
        'data[3].Number wrong-type',
        'data[3].Unique required',
        'data[4].VariantType required',
        'data[5] wrong-type',
      ].sort(),
    );
  });

  it.each([
    ['not an object', 'cards', ' wrong-type'],
    ['no data', {}, 'data required'],
    ['data not an array', { data: {} }, 'data wrong-type'],
    ['an empty data array', { data: [] }, 'data empty'],
    ['no Normal row', { data: [hyperspaceRow] }, 'data empty'],
  ])('reports %s', (_title, input, expected) => {
    const result = parseSwudbSet(input);
    expect(result.ok ? [] : result.problems.map((p) => `${p.path} ${p.code}`)).toEqual([expected]);
  });

  describe('quirks of the files the swu-db API serves', () => {
    const cardsOf = (rows: unknown[]) => {
      const result = parseSwudbSet({ data: rows });
      if (!result.ok) throw new Error(JSON.stringify(result.problems));
      return result.set.cards as SwuCard[];
    };
    const problemsOf = (rows: unknown[]) => {
      const result = parseSwudbSet({ data: rows });
      return result.ok ? [] : result.problems.map((p) => `${p.path} ${p.code}`);
    };
    const upgradeRow = { ...unitRow, Number: '120', Name: 'Rust Clamp', Type: 'Upgrade', Arenas: [] };

    it.each([
      ['"-1"', '-1', -1],
      ['"+2"', '+2', 2],
      ['"+0"', '+0', 0],
      ['"-0"', '-0', 0],
      ['a number', -3, -3],
      ['" 4 "', ' 4 ', 4],
    ])('reads Power %s', (_title, power, expected) => {
      expect(cardsOf([{ ...upgradeRow, Power: power }])[0].power).toBe(expected);
    });

    it.each([
      ['"abc"', 'abc', 'data[0].Power wrong-type'],
      ['"1.5"', '1.5', 'data[0].Power wrong-type'],
      ['a fraction', 1.5, 'data[0].Power wrong-type'],
      ['"--1"', '--1', 'data[0].Power wrong-type'],
      ['4 digits', '1000', 'data[0].Power wrong-type'],
    ])('refuses Power %s', (_title, power, expected) => {
      expect(problemsOf([{ ...upgradeRow, Power: power }])).toEqual([expected]);
    });

    it('refuses a negative cost', () => {
      expect(problemsOf([{ ...unitRow, Cost: '-1' }])).toEqual(['data[0].Cost out-of-range']);
    });

    it('pads an unpadded number and takes a number given as a number', () => {
      expect(
        cardsOf([
          { ...unitRow, Number: '8' },
          { ...baseRow, Number: 19 },
        ]).map((c) => c.id),
      ).toEqual(['TST_008', 'TST_019']);
    });

    it('takes missing, null, "" and [] aspects as none, and three aspects as they are', () => {
      const noAspects: Record<string, unknown> = { ...unitRow };
      delete noAspects['Aspects'];
      const cards = cardsOf([
        noAspects,
        { ...unitRow, Number: '113', Aspects: null },
        { ...unitRow, Number: '114', Aspects: '' },
        { ...unitRow, Number: '115', Aspects: [] },
        { ...unitRow, Number: '116', Aspects: ['Cunning', 'Villainy', 'Aggression'] },
      ]);
      expect(cards.map((c) => c.aspects)).toEqual([[], [], [], [], ['cunning', 'villainy', 'aggression']]);
    });

    it('skips blank traits and takes a set without any token', () => {
      const cards = cardsOf([{ ...unitRow, Traits: ['VEHICLE', ' ', ''] }]);
      expect(cards.map((c) => [c.id, c.traits])).toEqual([['TST_112', ['vehicle']]]);
    });

    it('leaves out tokens numbered apart ("T01") and never lets a token displace a card', () => {
      const cards = cardsOf([
        { ...tokenRow, Number: 'T01' },
        { ...tokenRow, Type: 'Token Card', Number: 'T02' },
        { ...tokenRow, Number: '112' },
        unitRow,
      ]);
      expect(cards.map((c) => [c.id, c.type])).toEqual([['TST_112', 'unit']]);
    });

    it('makes variant rows aliases of the Normal card of the same name, subtitle and type', () => {
      const cards = cardsOf([
        leaderRow,
        { ...leaderRow, Number: '1005', VariantType: 'Showcase' },
        { ...leaderRow, Number: '005', VariantType: 'Foil' },
        unitRow,
        { ...unitRow, Number: '312', VariantType: 'Hyperspace' },
        { ...unitRow, Number: '312', VariantType: 'Hyperspace Foil' },
        { ...unitRow, Number: '12', VariantType: 'Weekly Play' },
        { ...unitRow, Number: '112F', VariantType: 'Standard Foil' },
        { ...unitRow, Number: '005', VariantType: 'Prestige' },
        { ...unitRow, Number: '1005', VariantType: 'Prestige' },
        { ...unitRow, Name: 'Nobody', Number: '400', VariantType: 'Hyperspace' },
        { ...unitRow, Type: 'Event', Number: '401', VariantType: 'Hyperspace' },
        { ...unitRow, Set: 'OTH', Number: '402', VariantType: 'Hyperspace' },
        { ...unitRow, Number: 'x-1', VariantType: 'Hyperspace' },
      ]);
      expect(cards.map((c) => [c.id, c.aliases])).toEqual([
        ['TST_005', ['TST_1005']],
        ['TST_112', ['TST_312', 'TST_012', 'TST_112F']],
      ]);
    });

    it('picks the Normal card of the same aspects when two share a name, subtitle and type', () => {
      const other = { ...baseRow, Number: '020', Aspects: ['Command'] };
      const cards = cardsOf([baseRow, other, { ...other, Number: '300', VariantType: 'Hyperspace' }]);
      expect(cards.map((c) => [c.id, c.aliases])).toEqual([
        ['TST_019', undefined],
        ['TST_020', ['TST_300']],
      ]);
    });

    it('ignores variant rows entirely except for their VariantType', () => {
      const result = parseSwudbSet({
        data: [unitRow, { ...unitRow, Number: '301', VariantType: 'Hyperspace', Rarity: 'Mythic', Power: 'x' }],
      });
      expect(result.ok).toBe(true);
    });
  });
});
