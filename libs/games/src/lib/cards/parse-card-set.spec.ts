import { parseCardSet } from './parse-card-set';

/** TEST DATA: invented cards in the Cantina set format (contract "Card sets"). */
const swuLeader = {
  id: 'TST_005',
  number: 5,
  name: 'Captain Vela',
  subtitle: 'Dawn Patrol',
  type: 'leader',
  rarity: 'special',
  aspects: ['vigilance', 'heroism'],
  cost: 6,
  unique: true,
  arenas: [],
  traits: ['rebel', 'pilot'],
};
const swuUnit = {
  id: 'TST_020',
  number: 20,
  name: 'Dune Skimmer',
  type: 'unit',
  rarity: 'common',
  aspects: ['cunning'],
  cost: 2,
  unique: false,
  arenas: ['ground'],
  traits: ['vehicle'],
  power: 2,
  hp: 3,
};
const swuBase = {
  id: 'TST_010',
  number: 10,
  name: 'Ember Outpost',
  type: 'base',
  rarity: 'common',
  aspects: ['vigilance'],
  unique: false,
  hp: 25,
};

const swuSet = (cards: unknown[] = [swuLeader, swuUnit, swuBase], extra: object = {}) => ({
  game: 'swu',
  code: 'TST',
  name: 'Test Set',
  cards,
  booster: null,
  ...extra,
});

/** Paths and codes of the problems, sorted. */
function problemsOf(input: unknown): string[] {
  const result = parseCardSet(input);
  return result.ok ? [] : result.problems.map((p) => `${p.path} ${p.code}`).sort();
}

describe('parseCardSet (Cantina set format)', () => {
  it('returns a valid SWU set with typed cards', () => {
    const result = parseCardSet(swuSet());
    expect(result).toEqual({
      ok: true,
      set: {
        game: 'swu',
        code: 'TST',
        name: 'Test Set',
        booster: null,
        cards: [
          { ...swuLeader, game: 'swu', set: 'TST' },
          { ...swuUnit, game: 'swu', set: 'TST' },
          { ...swuBase, game: 'swu', set: 'TST', arenas: [], traits: [], cost: null },
        ],
      },
    });
  });

  it('keeps a booster template object and per-card deck rules', () => {
    const base = { ...swuBase, deckRules: { minDeckSize: 40, maxCopies: null } };
    const result = parseCardSet(swuSet([base], { booster: { slots: [] } }));
    expect(result.ok && result.set.booster).toEqual({ slots: [] });
    expect(result.ok && result.set.cards[0].deckRules).toEqual({ minDeckSize: 40, maxCopies: null });
  });

  it('lists every problem of every card at once, each with its JSON path', () => {
    const cards = [
      { ...swuLeader, rarity: 'mythic', aspects: ['vigilance', 'bravery', 'vigilance'] },
      { ...swuUnit, id: 'TST_21', cost: undefined, arenas: [] },
      'not a card',
      { ...swuBase, name: '', unique: 'no' },
      { ...swuLeader },
      { ...swuUnit, id: 'XYZ_030', number: 30, traits: [''], deckRules: { maxCopies: -1 } },
      { ...swuUnit, id: 'TST_031', number: 31, name: 'N'.repeat(101) },
    ];
    expect(problemsOf(swuSet(cards, { booster: 'big' }))).toEqual(
      [
        'booster wrong-type',
        'cards[0].rarity not-allowed',
        'cards[0].aspects[1] not-allowed',
        'cards[0].aspects[2] inconsistent',
        'cards[1].id not-allowed',
        'cards[1].cost required',
        'cards[1].arenas required',
        'cards[2] wrong-type',
        'cards[3].name empty',
        'cards[3].unique wrong-type',
        'cards[4].id duplicate-id',
        'cards[5].id id-mismatch',
        'cards[5].traits[0] wrong-type',
        'cards[5].deckRules.maxCopies out-of-range',
        'cards[6].name too-long',
      ].sort(),
    );
  });

  it.each([
    ['not an object', [], [' wrong-type']],
    ['no fields', {}, ['cards required', 'code required', 'game required', 'name required']],
    [
      'an unknown game (common fields still checked)',
      { ...swuSet([{ number: 1 }]), game: 'pokemon' },
      ['cards[0].id required', 'cards[0].name required', 'cards[0].unique required', 'game not-allowed'],
    ],
    ['a set code with a dash', swuSet(undefined, { code: 'TS-T' }), ['code not-allowed']],
    ['no cards', swuSet([]), ['cards empty']],
    ['cards not an array', swuSet(undefined, { cards: {} }), ['cards wrong-type']],
  ])('reports %s', (_title, input, expected) => {
    expect(problemsOf(input)).toEqual(expected);
  });

  describe('SWTCG cards', () => {
    const unit = {
      id: 'TSW_001',
      number: 1,
      name: 'Jorun Vail',
      type: 'unit',
      rarity: 'rare',
      unitTypes: ['ground', 'character'],
      side: 'light',
      version: 'A',
      unique: true,
      cost: 4,
    };
    const set = (cards: unknown[]) => ({ game: 'swtcg', code: 'TSW', name: 'Test', cards });

    it('reads the game fields; the English name defaults to the name', () => {
      const result = parseCardSet(
        set([
          unit,
          {
            id: 'TSW_002',
            number: 2,
            name: 'Supply Run',
            type: 'mission',
            rarity: 'common',
            side: 'neutral',
            unique: false,
          },
        ]),
      );
      expect(result.ok && result.set.cards).toEqual([
        { ...unit, game: 'swtcg', set: 'TSW', englishName: 'Jorun Vail' },
        {
          id: 'TSW_002',
          number: 2,
          name: 'Supply Run',
          type: 'mission',
          rarity: 'common',
          side: 'neutral',
          unique: false,
          game: 'swtcg',
          set: 'TSW',
          englishName: 'Supply Run',
          unitTypes: [],
          version: null,
          cost: null,
        },
      ]);
    });

    it('checks unit types, sides, versions and uniqueness (SWTCG rulebook (es) l.172)', () => {
      expect(
        problemsOf(
          set([
            { ...unit, unitTypes: [] },
            { ...unit, id: 'TSW_002', number: 2, side: 'grey', version: 'a' },
            { ...unit, id: 'TSW_003', number: 3, version: null },
            { ...unit, id: 'TSW_004', number: 4, unitTypes: ['air'], rarity: 'mythic' },
          ]),
        ),
      ).toEqual(
        [
          'cards[0].unitTypes required',
          'cards[1].side not-allowed',
          'cards[1].version not-allowed',
          'cards[2].unique inconsistent',
          'cards[3].rarity not-allowed',
          'cards[3].unitTypes[0] not-allowed',
        ].sort(),
      );
    });
  });

  describe('Destiny cards', () => {
    const character = {
      id: 'TDS_001',
      number: 1,
      name: 'Rhea Voss',
      subtitle: 'Rebel Scout',
      type: 'character',
      rarity: 'rare',
      affiliation: 'hero',
      color: 'red',
      points: [11, 15],
      hasDie: true,
      unique: true,
    };
    const event = {
      id: 'TDS_020',
      number: 20,
      name: 'Fixture Gambit',
      type: 'event',
      rarity: 'common',
      affiliation: 'neutral',
      color: 'gray',
      hasDie: false,
      unique: false,
      cost: 1,
    };
    const set = (cards: unknown[]) => ({ game: 'destiny', code: 'TDS', name: 'Test', cards });

    it('reads characters with one or two point values', () => {
      const result = parseCardSet(
        set([character, { ...character, id: 'TDS_002', number: 2, points: [8], unique: false }, event]),
      );
      expect(result.ok && result.set.cards.map((c) => (c.game === 'destiny' ? c.points : undefined))).toEqual([
        [11, 15],
        [8],
        null,
      ]);
    });

    it('checks points, dice and battlefield colour (Destiny rules (es) Parte 1)', () => {
      expect(
        problemsOf(
          set([
            { ...character, points: undefined },
            { ...character, id: 'TDS_002', number: 2, points: [15, 11], hasDie: false },
            { ...character, id: 'TDS_003', number: 3, points: [1, 2, 3] },
            { ...event, points: [2] },
            { ...event, id: 'TDS_050', number: 50, type: 'battlefield', color: 'red' },
            { ...event, id: 'TDS_060', number: 60, type: 'plot', points: [1, 2] },
            { ...character, id: 'TDS_004', number: 4, points: [5, 'x'], color: 'green' },
          ]),
        ),
      ).toEqual(
        [
          'cards[0].points required',
          'cards[1].points inconsistent',
          'cards[1].hasDie inconsistent',
          'cards[2].points wrong-type',
          'cards[3].points inconsistent',
          'cards[4].color inconsistent',
          'cards[5].points wrong-type',
          'cards[6].points[1] wrong-type',
          'cards[6].color not-allowed',
        ].sort(),
      );
    });
  });

  describe('DBG cards', () => {
    it('reads faction and type, with a free rarity label', () => {
      const card = {
        id: 'DBG_001',
        number: 1,
        name: 'Patrol Shuttle',
        type: 'unit',
        rarity: 'starter',
        faction: 'empire',
        unique: false,
        cost: 0,
      };
      const result = parseCardSet({ game: 'dbg', code: 'DBG', name: 'Core', cards: [card] });
      expect(result.ok && result.set.cards[0]).toEqual({ ...card, game: 'dbg', set: 'DBG' });
      expect(
        problemsOf({ game: 'dbg', code: 'DBG', name: 'Core', cards: [{ ...card, faction: 'sith', type: 'ship' }] }),
      ).toEqual(['cards[0].faction not-allowed', 'cards[0].type not-allowed']);
    });
  });

  describe('aliases and stat modifiers (contract rev 2)', () => {
    const upgrade = { ...swuUnit, id: 'TST_030', number: 30, name: 'Rust Clamp', type: 'upgrade', arenas: [] };

    it('keeps the aliases of a card', () => {
      const result = parseCardSet(swuSet([swuLeader, { ...swuUnit, aliases: ['TST_320', 'TST_020F'] }, swuBase]));
      expect(result.ok && result.set.cards[1].aliases).toEqual(['TST_320', 'TST_020F']);
      expect(result.ok && result.set.cards[0]).not.toHaveProperty('aliases');
    });

    it('refuses an alias of another set, a malformed one, a repeat, a card id and one alias for two cards', () => {
      expect(
        problemsOf(
          swuSet([
            { ...swuLeader, aliases: ['OTH_305', 'TST 305', 'TST_305', 'TST_305'] },
            { ...swuUnit, aliases: ['TST_010', 'TST_305'] },
            { ...swuBase, aliases: 'TST_310' },
          ]),
        ),
      ).toEqual(
        [
          'cards[0].aliases[0] not-allowed',
          'cards[0].aliases[1] not-allowed',
          'cards[0].aliases[3] inconsistent',
          'cards[1].aliases[0] duplicate-id',
          'cards[1].aliases[1] duplicate-id',
          'cards[2].aliases wrong-type',
        ].sort(),
      );
    });

    it('bounds the aliases of one card', () => {
      const aliases = Array.from({ length: 101 }, (_, i) => `TST_${1000 + i}`);
      expect(problemsOf(swuSet([{ ...swuUnit, aliases }]))).toEqual(['cards[0].aliases too-long']);
    });

    it('takes negative Power and HP on an upgrade only', () => {
      const result = parseCardSet(swuSet([{ ...upgrade, power: -1, hp: -2 }]));
      expect(result.ok && result.set.cards[0]).toMatchObject({ power: -1, hp: -2 });
      expect(problemsOf(swuSet([{ ...swuUnit, power: -1 }]))).toEqual(['cards[0].power out-of-range']);
    });
  });
});
