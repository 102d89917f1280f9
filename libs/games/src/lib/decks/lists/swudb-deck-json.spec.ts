import fc from 'fast-check';
import type { DeckEntry, DeckList } from '../deck-list';
import { parseDeckList } from './parse-deck-list';
import { mergeEntries, toSwudbDeckJson } from './swudb-deck-json';

const entry = fc.record({
  id: fc.constantFrom('TST_020', 'TST_021', 'TST_022', 'TST_023'),
  count: fc.integer({ min: 1, max: 5 }),
});
const deckList: fc.Arbitrary<DeckList> = fc.record(
  {
    metadata: fc.record({ name: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '') }),
    leader: fc.record({ id: fc.constant('TST_001'), count: fc.constant(1) }),
    base: fc.record({ id: fc.constant('TST_010'), count: fc.constant(1) }),
    deck: fc.array(entry, { maxLength: 10 }),
    sideboard: fc.array(entry, { maxLength: 5 }),
  },
  { requiredKeys: ['deck'] },
);

const totals = (entries: DeckEntry[]) => {
  const map = new Map<string, number>();
  for (const e of entries) map.set(e.id, (map.get(e.id) ?? 0) + e.count);
  return map;
};

describe('swudb deck JSON export', () => {
  it('writes every list, one entry per id, in first-seen order', () => {
    const json = toSwudbDeckJson({
      leader: { id: 'TST_001', count: 1 },
      deck: [
        { id: 'TST_021', count: 2 },
        { id: 'TST_020', count: 1 },
        { id: 'TST_021', count: 1 },
        { id: 'TST_022', count: 0 },
      ],
    });
    expect(json).toEqual({
      metadata: { name: '' },
      leader: { id: 'TST_001', count: 1 },
      deck: [
        { id: 'TST_021', count: 3 },
        { id: 'TST_020', count: 1 },
      ],
      sideboard: [],
    });
  });

  it('exports Trilogy as a list of decks', () => {
    const one: DeckList = { deck: [{ id: 'TST_020', count: 3 }] };
    expect(toSwudbDeckJson({ decks: [one, one, one] }).decks).toHaveLength(3);
  });

  it('reads back what it writes, with the same card totals', () => {
    fc.assert(
      fc.property(deckList, (deck) => {
        const json = toSwudbDeckJson(deck);
        const parsed = parseDeckList(JSON.parse(JSON.stringify(json)));
        expect(parsed.ok).toBe(true);
        if (!parsed.ok || 'decks' in parsed.deck) return;
        expect(parsed.deck.leader).toEqual(deck.leader);
        expect(totals(parsed.deck.deck)).toEqual(totals(deck.deck));
        expect(totals(parsed.deck.sideboard ?? [])).toEqual(totals(deck.sideboard ?? []));
        expect(mergeEntries(parsed.deck.deck)).toEqual(parsed.deck.deck);
      }),
    );
  });
});
