import { parseCardSet } from './parse-card-set';
import { parseSwudbSet } from './parse-swudb-set';

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
});
