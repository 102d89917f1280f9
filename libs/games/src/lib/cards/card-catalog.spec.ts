import type { Card } from './card';
import { canonicalCardId, createCardCatalog, narrowCatalog } from './card-catalog';

/** TEST DATA: invented cards. */
const swuCard: Card = {
  game: 'swu',
  id: 'TST_002',
  set: 'TST',
  number: 2,
  name: 'Dune Skimmer',
  unique: false,
  type: 'unit',
  rarity: 'common',
  aspects: [],
  cost: 1,
  arenas: ['ground'],
  traits: [],
};
const swuCard2: Card = { ...swuCard, id: 'TST_001', number: 1, name: 'Glass Lancer' };
const dbgCard: Card = {
  game: 'dbg',
  id: 'DBG_001',
  set: 'DBG',
  number: 1,
  name: 'Patrol Shuttle',
  unique: false,
  type: 'unit',
  rarity: 'starter',
  faction: 'empire',
  cost: 0,
};

describe('card catalog', () => {
  it('finds cards of its game by id and lists them by id', () => {
    const catalog = createCardCatalog('swu', [swuCard, dbgCard, swuCard2]);
    expect(catalog.game).toBe('swu');
    expect(catalog.get('TST_002')).toBe(swuCard);
    expect(catalog.get('DBG_001')).toBeUndefined();
    expect(catalog.get('tst_002')).toBeUndefined();
    expect(catalog.cards().map((c) => c.id)).toEqual(['TST_001', 'TST_002']);
  });

  it('can be narrowed to one game', () => {
    const mixed = createCardCatalog('dbg', [dbgCard]);
    const wide = {
      game: 'swu' as const,
      get: (id: string) => [swuCard, dbgCard].find((c) => c.id === id),
      cards: () => [swuCard, dbgCard],
    };
    const swuOnly = narrowCatalog(wide, 'swu');
    expect(swuOnly.get('DBG_001')).toBeUndefined();
    expect(swuOnly.get('TST_002')).toBe(swuCard);
    expect(swuOnly.cards()).toEqual([swuCard]);
    expect(narrowCatalog(mixed, 'swu').cards()).toEqual([]);
  });

  it('finds a card by its aliases, lists it once; a card id wins over an alias, the first card over a later one', () => {
    const hyperspace: Card = { ...swuCard, aliases: ['TST_302', 'TST_001', 'TST_402'] };
    const other: Card = { ...swuCard2, aliases: ['TST_402'] };
    const catalog = createCardCatalog('swu', [hyperspace, other]);
    expect(catalog.get('TST_302')).toBe(hyperspace);
    expect(catalog.get('TST_001')).toBe(other);
    expect(catalog.get('TST_402')).toBe(hyperspace);
    expect(catalog.cards()).toEqual([other, hyperspace]);
    expect(canonicalCardId(catalog, 'TST_302')).toBe('TST_002');
    expect(canonicalCardId(catalog, 'TST_777')).toBe('TST_777');
    expect(narrowCatalog(catalog, 'swu').get('TST_302')).toBe(hyperspace);
  });
});
