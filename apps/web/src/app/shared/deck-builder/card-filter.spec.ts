import { DESTINY_CARDS, SWU_CARDS, SWU_LEADERS, SWU_UNITS } from '../../../testing/cards';
import { NO_FILTER, filterCards, filterOptions, matchesFilter } from './card-filter';

const ids = (filter: Partial<typeof NO_FILTER>) => filterCards(SWU_CARDS, { ...NO_FILTER, ...filter }).map((c) => c.id);

describe('card filter', () => {
  it('finds cards by name or subtitle, ignoring case and accents', () => {
    expect(ids({ query: 'dune' })).toEqual([SWU_LEADERS.kessa.id, SWU_UNITS[0].id]);
    expect(ids({ query: 'SENOR docks' })).toEqual([SWU_UNITS[1].id]);
    expect(ids({ query: 'quiet spire' })).toEqual([SWU_LEADERS.amaran.id, 'TSW_004']);
    expect(ids({ query: 'tsw_010' })).toEqual([SWU_UNITS[0].id]);
    expect(ids({ query: 'nothing like this' })).toEqual([]);
  });

  it('filters by type, cost, aspect and rarity together', () => {
    expect(ids({ type: 'leader' })).toEqual(['TSW_001', 'TSW_002', 'TSW_003']);
    expect(ids({ type: 'unit', cost: '1' })).toEqual([SWU_UNITS[0].id, SWU_UNITS[8].id, SWU_UNITS[16].id]);
    expect(ids({ group: 'heroism' })).toEqual(['TSW_001', 'TSW_003', 'TSW_041']);
    expect(ids({ type: 'unit', group: 'vigilance', rarity: 'rare' })).toEqual([SWU_UNITS[4].id]);
    expect(matchesFilter(DESTINY_CARDS[0], { ...NO_FILTER, group: 'red' })).toBe(true);
    expect(matchesFilter(DESTINY_CARDS[1], { ...NO_FILTER, group: 'red' })).toBe(false);
  });

  it('offers the values present, in the game order', () => {
    const options = filterOptions('swu', SWU_CARDS);
    expect(options.types).toEqual(['leader', 'base', 'unit', 'event', 'upgrade', 'token']);
    expect(options.costs).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(options.groups).toEqual(['vigilance', 'command', 'aggression', 'cunning', 'villainy', 'heroism']);
    expect(options.rarities).toEqual(['common', 'uncommon', 'rare', 'special']);
    expect(filterOptions('destiny', DESTINY_CARDS).groups).toEqual(['red', 'blue', 'gray']);
  });
});
