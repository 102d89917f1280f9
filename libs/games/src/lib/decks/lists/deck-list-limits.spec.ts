import { swuTestCatalog } from '../testing/swu-test-cards';
import { deckFromText } from './deck-from-text';
import { DECK_LIST_LIMITS } from './deck-list-limits';
import { parseDeckList } from './parse-deck-list';

const entries = (n: number, count = 1) => Array.from({ length: n }, (_, i) => ({ id: `TST_${i}`, count }));

describe('parseDeckList bounds (issue 9: every count a client sends is bounded before work grows with it)', () => {
  it('accepts counts 1 to 999 and reports a larger count as out-of-range at its path', () => {
    expect(parseDeckList({ deck: [{ id: 'TST_020', count: DECK_LIST_LIMITS.maxCount }] }).ok).toBe(true);
    expect(parseDeckList({ deck: [{ id: 'TST_020', count: 1_000_000_000 }] })).toEqual({
      ok: false,
      problems: [{ path: 'deck[0].count', code: 'out-of-range', message: 'count must be at most 999' }],
    });
    const single = parseDeckList({ leader: { id: 'TST_001', count: 1000 } });
    expect(single.ok ? [] : single.problems.map((p) => p.path)).toEqual(['leader.count']);
  });

  it('accepts 500 entries in a slot and refuses 501 as a whole, without a problem per entry', () => {
    expect(parseDeckList({ deck: entries(500), sideboard: entries(500) }).ok).toBe(true);
    const result = parseDeckList({ deck: entries(501, 'x' as unknown as number), sideboard: entries(100_000) });
    expect(result.ok ? [] : result.problems).toEqual([
      { path: 'deck', code: 'out-of-range', message: 'at most 500 entries, not 501' },
      { path: 'sideboard', code: 'out-of-range', message: 'at most 500 entries, not 100000' },
    ]);
  });

  it('reads up to 10 decks of a Trilogy body and refuses more before reading any', () => {
    const deck = { deck: entries(3) };
    expect(parseDeckList({ decks: Array.from({ length: 10 }, () => deck) }).ok).toBe(true);
    const result = parseDeckList({ decks: Array.from({ length: 1000 }, () => 'not a deck') });
    expect(result.ok ? [] : result.problems).toEqual([
      { path: 'decks', code: 'out-of-range', message: 'at most 10 decks, not 1000' },
    ]);
  });

  it('a pasted text list takes the same count bound, line by line', () => {
    const { deck, problems } = deckFromText('999 TST_020\n1000000000 TST_021', swuTestCatalog());
    expect(deck.deck).toEqual([{ id: 'TST_020', count: 999 }]);
    expect(problems.map((p) => [p.line, p.code])).toEqual([[2, 'invalid-count']]);
  });
});
