import fc from 'fast-check';
import { normalizeName } from './common/card-label';
import type { DeckError } from './deck-error';
import type { DeckEntry, DeckList } from './deck-list';
import { DESTINY_CHARACTERS, destinyTestCatalog, legalDestinyDeck } from './testing/destiny-test-cards';
import {
  legalTrilogyDecks,
  one,
  SWU_BASES,
  SWU_FILLER,
  SWU_LEADERS,
  SWU_SPECIAL,
  swuTestCatalog,
} from './testing/swu-test-cards';
import { validateDeck } from './validate-deck';

/**
 * Issue 9 items 1-2: validators do work in proportion to the entries they are given, never to the
 * copy counts or to (decks x entries); and the verdicts are those of the simple per-copy reading.
 */
const destinyCatalog = destinyTestCatalog();
const swuCatalog = swuTestCatalog();
const destiny = (deck: DeckList) =>
  validateDeck({ game: 'destiny', format: 'destiny-standard', deck, catalog: destinyCatalog });
const trilogy = (decks: DeckList[]) =>
  validateDeck({ game: 'swu', format: 'swu-trilogy', deck: { decks }, catalog: swuCatalog });
const byCode = (errors: DeckError[], code: string) => errors.filter((e) => e.code === code);

describe('Destiny team counted arithmetically (issue 9 item 1)', () => {
  it('a character at count 1,000,000,000 is priced without listing each copy', () => {
    const deck = legalDestinyDeck();
    deck.deck = deck.deck.filter(
      (e) => e.id !== DESTINY_CHARACTERS.rheaScout.id && e.id !== DESTINY_CHARACTERS.tarn.id,
    );
    deck.deck.push({ id: DESTINY_CHARACTERS.trooper.id, count: 1_000_000_000 });
    deck.deck.push({ id: DESTINY_CHARACTERS.rheaScout.id, count: 1_000_000_001 });
    const errors = destiny(deck).errors;
    // Grav Trooper is 8 points a copy; Rhea Voss is 5e8 elites at 15 and one more at 11.
    expect(byCode(errors, 'team-points')[0].params).toEqual({ points: 8e9 + 5e8 * 15 + 11, limit: 30 });
    expect(byCode(errors, 'duplicate-unique')[0].params).toEqual({ title: 'Rhea Voss', count: 500_000_001, limit: 1 });
  });

  /** The per-copy reading the rules describe (Destiny rules (es) Parte 1 "Puntos", Parte 4.1). */
  function referenceTeam(team: DeckEntry[]) {
    const members: { name: string; unique: boolean; points: number }[] = [];
    // Entries of one id are one entry (contract "Decks": count k is k copies).
    const merged = new Map<string, number>();
    for (const { id, count } of team) merged.set(id, (merged.get(id) ?? 0) + count);
    for (const [id, count] of merged) {
      const card = destinyCatalog.get(id);
      if (card === undefined) continue;
      const points = card.points ?? [0];
      const push = (p: number) => members.push({ name: normalizeName(card.name), unique: card.unique, points: p });
      if (points.length === 2) {
        for (let i = 0; i < Math.floor(count / 2); i++) push(points[1]);
        if (count % 2 === 1) push(points[0]);
      } else for (let i = 0; i < count; i++) push(points[0]);
    }
    const duplicates = new Map<string, number>();
    for (const m of members.filter((m) => m.unique)) duplicates.set(m.name, (duplicates.get(m.name) ?? 0) + 1);
    return {
      empty: members.length === 0,
      points: members.reduce((sum, m) => sum + m.points, 0),
      duplicates: [...duplicates.values()].filter((n) => n > 1).sort(),
    };
  }

  it('gives the verdicts of the per-copy reading for random teams', () => {
    const characters = Object.values(DESTINY_CHARACTERS);
    const team = fc.array(
      fc.record({ id: fc.constantFrom(...characters.map((c) => c.id)), count: fc.integer({ min: 1, max: 7 }) }),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(team, (entries) => {
        const deck = legalDestinyDeck();
        const characterIds = new Set(characters.map((c) => c.id));
        deck.deck = [...deck.deck.filter((e) => !characterIds.has(e.id)), ...entries];
        const errors = destiny(deck).errors;
        const reference = referenceTeam(entries);
        expect(byCode(errors, 'no-character').length > 0).toBe(reference.empty);
        const points = byCode(errors, 'team-points');
        expect(points.length > 0).toBe(reference.points > 30);
        if (points.length > 0) expect(points[0].params['points']).toBe(reference.points);
        const counts = byCode(errors, 'duplicate-unique').map((e) => e.params['count'] as number);
        expect(counts.sort()).toEqual(reference.duplicates);
      }),
    );
  });
});

describe('SWU Trilogy in linear time (issue 9 item 2)', () => {
  it('1,000 decks are only trilogy-deck-count: no deck is looked at', () => {
    const decks = Array.from({ length: 1000 }, () => legalTrilogyDecks()[0]);
    const result = trilogy(decks);
    expect(result.errors).toEqual([
      expect.objectContaining({ code: 'trilogy-deck-count', params: { count: 1000, required: 3 } }),
    ]);
  });

  /** SWU rules 9.3.2.B read directly: per card identity, copies per deck and over the three decks. */
  function referenceCombined(decks: DeckList[]) {
    const perKey = new Map<string, number[]>();
    decks.forEach((deck, index) => {
      for (const { id, count } of deck.deck) {
        const card = swuCatalog.get(id);
        if (card === undefined || !['unit', 'event', 'upgrade'].includes(card.type)) continue;
        const key = `${normalizeName(card.name)}|${normalizeName(card.subtitle ?? '')}`;
        const counts = perKey.get(key) ?? [0, 0, 0];
        counts[index] += count;
        perKey.set(key, counts);
      }
    });
    return [...perKey.values()]
      .filter((counts) => counts.reduce((a, b) => a + b, 0) > 3 && counts.every((c) => c <= 3))
      .map((counts) => ({
        count: counts.reduce((a, b) => a + b, 0),
        decks: counts.flatMap((c, i) => (c > 0 ? [i] : [])),
      }))
      .sort((a, b) => a.count - b.count || a.decks.join().localeCompare(b.decks.join()));
  }

  it('reports trilogy-combined-copies exactly as the direct reading does, for random decks', () => {
    const pool = [...SWU_FILLER.slice(0, 6), SWU_SPECIAL.sentry, SWU_SPECIAL.sentryReprint].map((c) => c.id);
    const extra = fc.array(fc.record({ id: fc.constantFrom(...pool), count: fc.integer({ min: 1, max: 4 }) }), {
      maxLength: 6,
    });
    fc.assert(
      fc.property(fc.tuple(extra, extra, extra), (extras) => {
        const decks = legalTrilogyDecks().map((deck, i) => ({ ...deck, deck: [...deck.deck, ...extras[i]] }));
        const errors = byCode(trilogy(decks).errors, 'trilogy-combined-copies');
        const actual = errors
          .map((e) => ({ count: e.params['count'] as number, decks: [...(e.params['decks'] as number[])].sort() }))
          .sort((a, b) => a.count - b.count || a.decks.join().localeCompare(b.decks.join()));
        expect(actual).toEqual(referenceCombined(decks));
      }),
    );
  });

  it('a leader or base reused across decks is still reported', () => {
    const decks = legalTrilogyDecks();
    decks[1].leader = one(SWU_LEADERS.velaDawn);
    decks[2].base = one(SWU_BASES.ember);
    const reused = byCode(trilogy(decks).errors, 'duplicate-unique').map((e) => [e.params['slot'], e.params['decks']]);
    expect(reused).toEqual([
      ['leader', [0, 1]],
      ['base', [0, 2]],
    ]);
  });
});
