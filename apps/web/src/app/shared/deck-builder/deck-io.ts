import type { CardCatalog, DeckList, GameId, TextListProblem } from '@cantina/games';
import { deckFromText, deckToText, isTrilogyDeckList, parseDeckList, toSwudbDeckJson } from '@cantina/games';
import { TRILOGY_FORMAT, emptyDeck, toSubmission } from './deck-model';

export type DeckImport =
  | { kind: 'empty' }
  | { kind: 'invalid-json'; path: string }
  /** `problems`: text lines that matched no card (left out; the rest is imported). */
  | { kind: 'imported'; decks: DeckList[]; problems: TextListProblem[] };

/**
 * Reads what the player pasted or chose: the swudb deck JSON (or a Trilogy `{ "decks": [...] }`),
 * else a plain-text list (`3 SOR_046`, `3 Name, Subtitle`). Text names are looked up in `catalog`.
 * A text list is one deck; the caller decides where it goes (the active Trilogy deck, say).
 */
export function importDeck(input: string, catalog: CardCatalog): DeckImport {
  const text = input.replace(/^\uFEFF/, '').trim();
  if (text === '') return { kind: 'empty' };
  if (text.startsWith('{') || text.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { kind: 'invalid-json', path: '' };
    }
    const parsed = parseDeckList(json);
    if (!parsed.ok) return { kind: 'invalid-json', path: parsed.problems[0]?.path ?? '' };
    const decks = isTrilogyDeckList(parsed.deck) ? parsed.deck.decks : [parsed.deck];
    return { kind: 'imported', decks: decks.map(normalize), problems: [] };
  }
  const { deck, problems } = deckFromText(text, catalog);
  return { kind: 'imported', decks: [normalize(deck)], problems };
}

function normalize(deck: DeckList): DeckList {
  return { ...emptyDeck(), ...deck, sideboard: deck.sideboard ?? [] };
}

/** The decks as swudb deck JSON, pretty-printed. */
export function exportJson(decks: readonly DeckList[], format: string): string {
  return JSON.stringify(toSwudbDeckJson(toSubmission(decks, format)), null, 2) + '\n';
}

/** The decks as a plain-text list that `importDeck` reads back. */
export function exportText(decks: readonly DeckList[], game: GameId, format: string): string {
  if (format !== TRILOGY_FORMAT) return deckToText(decks[0] ?? emptyDeck(), game);
  return decks.map((deck, index) => `# ${index + 1}\n${deckToText(deck, game)}`).join('\n');
}

/** A safe file name from the deck name: "Rebel Rush!" → "rebel-rush". */
export function fileBaseName(name: string | undefined, fallback: string): string {
  const base = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base || fallback;
}
