import { createCardCatalog } from '@cantina/games';
import { DESTINY_CARDS, SWU_BASES, SWU_CARDS, SWU_EVENT, SWU_LEADERS, SWU_UNITS } from '../../../testing/cards';
import { deckSheet } from './deck-sheet';

describe('deck registration sheet', () => {
  it('groups an SWU deck by slot and type, with totals', () => {
    const sheet = deckSheet(
      {
        leader: { id: SWU_LEADERS.kessa.id, count: 1 },
        base: { id: SWU_BASES.cloister.id, count: 1 },
        deck: [
          { id: SWU_UNITS[2].id, count: 3 },
          { id: SWU_EVENT.id, count: 2 },
          { id: SWU_UNITS[0].id, count: 1 },
        ],
        sideboard: [{ id: SWU_UNITS[3].id, count: 2 }],
      },
      createCardCatalog('swu', SWU_CARDS),
      'swu',
    );
    expect(sheet.groups.map((g) => [g.kind, g.key, g.total])).toEqual([
      ['slot', 'leader', 1],
      ['slot', 'base', 1],
      ['type', 'unit', 4],
      ['type', 'event', 2],
      ['slot', 'sideboard', 2],
    ]);
    expect(sheet.groups[2].rows.map((r) => r.name)).toEqual(['Dune Runner', 'Ironreach Trooper']);
    expect(sheet.groups[0].rows[0].name).toBe('Kessa Vorn, Dune Scout');
    expect(sheet.mainTotal).toBe(6);
    expect(sheet.sideTotal).toBe(2);
  });

  it('leaves the Destiny team out of the main deck total', () => {
    const sheet = deckSheet(
      {
        base: { id: 'TDS_003', count: 1 },
        deck: [
          { id: 'TDS_001', count: 2 },
          { id: 'TDS_004', count: 2 },
        ],
      },
      createCardCatalog('destiny', DESTINY_CARDS),
      'destiny',
    );
    expect(sheet.groups.map((g) => g.key)).toEqual(['base', 'character', 'event']);
    expect(sheet.mainTotal).toBe(2);
  });
});
