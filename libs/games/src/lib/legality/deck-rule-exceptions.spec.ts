import type { DeckList } from '../decks/deck-list';
import { validateDeck } from '../decks/validate-deck';
import { catalogWithDeckRules } from './catalog-with-deck-rules';
import type { DeckRuleException } from './deck-rule-exceptions';
import { MAX_DECK_RULE_EXCEPTIONS, parseDeckRuleExceptions } from './parse-deck-rule-exceptions';
import { SWU_DECK_RULE_EXCEPTIONS } from './swu-deck-rule-exceptions';
import { entry, jtlDeck, LEGALITY_CARDS as C, legalityCatalog } from './testing/legality-test-cards';

/** Invented demo data: the invented "Hive Skiff" allows up to 15 copies. */
const EXCEPTIONS: DeckRuleException[] = [{ name: 'Hive Skiff', maxCopies: 15 }];
const catalog = legalityCatalog();

function validate(deck: DeckList, format = 'swu-premier', exceptions: readonly DeckRuleException[] = EXCEPTIONS) {
  return validateDeck({ game: 'swu', format, deck, catalog, deckRuleExceptions: exceptions, date: '2026-06-01' });
}

describe('card-specific copy limits as data', () => {
  it('allows 15 copies of the exception card and refuses 16', () => {
    expect(validate(jtlDeck([entry(C.swarm, 15)], 36))).toEqual({ valid: true, errors: [] });
    const result = validate(jtlDeck([entry(C.swarm, 16)], 36));
    expect(result.errors.map((e) => e.code)).toEqual(['too-many-copies']);
    expect(result.errors[0].params).toMatchObject({ count: 16, limit: 15 });
  });

  it('counts every printing together (a reprint in another set, a variant id) under the one limit', () => {
    const deck = jtlDeck([entry(C.swarm, 6), entry(C.swarmReprint, 6), { id: 'JTL_1200', count: 3 }], 36);
    expect(validate(deck).valid).toBe(true);
    deck.sideboard = [entry(C.swarmReprint, 1)];
    expect(validate(deck).errors.map((e) => e.code)).toEqual(['too-many-copies']);
  });

  it('holds in Eternal too, and without the exception the usual limit of 3 applies', () => {
    expect(validate(jtlDeck([entry(C.swarm, 15)], 36), 'swu-eternal').valid).toBe(true);
    expect(validate(jtlDeck([entry(C.swarm, 4)], 48), 'swu-premier', []).errors.map((e) => e.code)).toEqual([
      'too-many-copies',
    ]);
  });

  it("leaves a card's own deck rules alone", () => {
    const exceptions = [...EXCEPTIONS, { name: 'Picket Drone', maxCopies: 20 }];
    const overlaid = catalogWithDeckRules(catalog, exceptions);
    expect(overlaid.get(C.ownRule.id)?.deckRules).toEqual({ maxCopies: 5 });
    expect(overlaid.get('JTL_1200')?.deckRules).toEqual({ maxCopies: 15 });
    expect(overlaid.cards().find((card) => card.id === C.swarmReprint.id)?.deckRules).toEqual({ maxCopies: 15 });
    expect(overlaid.get(C.jtlBase.id)).toBe(catalog.get(C.jtlBase.id));
  });

  it('ships the JTL unit that allows up to 15 copies', () => {
    expect(SWU_DECK_RULE_EXCEPTIONS).toContainEqual(expect.objectContaining({ maxCopies: 15 }));
    expect(parseDeckRuleExceptions(SWU_DECK_RULE_EXCEPTIONS)).toMatchObject({ ok: true });
  });
});

describe('parseDeckRuleExceptions (admin edits)', () => {
  it('accepts a list of named rules', () => {
    const parsed = parseDeckRuleExceptions([
      { name: ' Hive Skiff ', maxCopies: 15 },
      { name: 'Any Number Unit', subtitle: 'Endless', maxCopies: null },
      { name: 'Big Base', minDeckSize: 60, source: 'invented' },
    ]);
    expect(parsed).toEqual({
      ok: true,
      exceptions: [
        { name: 'Hive Skiff', maxCopies: 15 },
        { name: 'Any Number Unit', subtitle: 'Endless', maxCopies: null },
        { name: 'Big Base', minDeckSize: 60, source: 'invented' },
      ],
    });
  });

  it.each([
    ['not an array', { name: 'x' }, ''],
    ['a rule-less entry', [{ name: 'x' }], '[0]'],
    ['a blank name', [{ name: ' ', maxCopies: 2 }], '[0].name'],
    ['a long name', [{ name: 'x'.repeat(101), maxCopies: 2 }], '[0].name'],
    ['a negative limit', [{ name: 'x', maxCopies: -1 }], '[0].maxCopies'],
    ['a huge limit', [{ name: 'x', maxCopies: 100 }], '[0].maxCopies'],
    ['a fractional deck size', [{ name: 'x', minDeckSize: 40.5 }], '[0].minDeckSize'],
    ['an unknown field', [{ name: 'x', maxCopies: 2, text: 'no' }], '[0].text'],
    [
      'the same card twice',
      [
        { name: 'X', maxCopies: 2 },
        { name: 'x', maxCopies: 4 },
      ],
      '[1]',
    ],
  ])('refuses %s', (_, input, path) => {
    const parsed = parseDeckRuleExceptions(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.map((p) => p.path)).toContain(path);
  });

  it('refuses more entries than the bound before reading them', () => {
    const tooMany = Array.from({ length: MAX_DECK_RULE_EXCEPTIONS + 1 }, () => null);
    expect(parseDeckRuleExceptions(tooMany)).toEqual({
      ok: false,
      problems: [expect.objectContaining({ code: 'out-of-range' })],
    });
  });
});
