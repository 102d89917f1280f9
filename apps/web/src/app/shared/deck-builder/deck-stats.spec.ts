import { createCardCatalog } from '@cantina/games';
import { SWU_BASES, SWU_CARDS, SWU_EVENT, SWU_LEADERS, SWU_UNITS } from '../../../testing/cards';
import { costCurve, groupBreakdown } from './deck-stats';

const catalog = createCardCatalog('swu', SWU_CARDS);
const deck = {
  leader: { id: SWU_LEADERS.kessa.id, count: 1 },
  base: { id: SWU_BASES.cloister.id, count: 1 },
  deck: [
    { id: SWU_UNITS[0].id, count: 3 }, // cost 1, vigilance
    { id: SWU_UNITS[7].id, count: 2 }, // cost 8, cunning
    { id: SWU_EVENT.id, count: 1 }, // cost 3, aggression + villainy
    { id: 'NOPE_001', count: 4 },
  ],
};

describe('deck stats', () => {
  it('draws the cost curve of the deck, leader and base left out, 7 and up together', () => {
    expect(costCurve(deck, catalog)).toEqual([
      { key: '0', value: 0 },
      { key: '1', value: 3 },
      { key: '2', value: 0 },
      { key: '3', value: 1 },
      { key: '4', value: 0 },
      { key: '5', value: 0 },
      { key: '6', value: 0 },
      { key: '7+', value: 2 },
    ]);
  });

  it('counts cards per aspect in rulebook order, a two-aspect card in both', () => {
    expect(groupBreakdown(deck, catalog, 'swu')).toEqual([
      { key: 'vigilance', value: 3 },
      { key: 'aggression', value: 1 },
      { key: 'cunning', value: 2 },
      { key: 'villainy', value: 1 },
    ]);
  });
});
