import type { Card } from './card';
import { createCardCatalog, narrowCatalog } from './card-catalog';

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
});
