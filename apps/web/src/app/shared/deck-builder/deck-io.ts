import type { CardCatalog, DeckEntry, DeckList, GameId, TextListProblem } from '@cantina/games';
import {
  canonicalCardId,
  deckFromText,
  deckToText,
  isTrilogyDeckList,
  parseDeckList,
  toSwudbDeckJson,
} from '@cantina/games';
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
    return { kind: 'imported', decks: decks.map((deck) => normalize(byCardIds(deck, catalog))), problems: [] };
  }
  const { deck, problems } = deckFromText(text, catalog);
  return { kind: 'imported', decks: [normalize(deck)], problems };
}

/**
 * A list from swudb may name other printings (hyperspace, showcase… variant ids): each becomes the id
 * of its card, so the builder shows one row per card (contract rev 2: variant ids are aliases).
 */
function byCardIds(deck: DeckList, catalog: CardCatalog): DeckList {
  const canonical = (entry: DeckEntry): DeckEntry => ({ ...entry, id: canonicalCardId(catalog, entry.id) });
  const result: DeckList = { ...deck, deck: mergeById(deck.deck.map(canonical)) };
  if (deck.sideboard !== undefined) result.sideboard = mergeById(deck.sideboard.map(canonical));
  for (const slot of ['leader', 'secondleader', 'base'] as const) {
    const entry = deck[slot];
    if (entry !== undefined) result[slot] = canonical(entry);
  }
  return result;
}

/** Adds up the counts of repeated ids, first position kept. */
function mergeById(entries: readonly DeckEntry[]): DeckEntry[] {
  const byId = new Map<string, DeckEntry>();
  for (const entry of entries) {
    const merged = byId.get(entry.id);
    if (merged === undefined) byId.set(entry.id, { ...entry });
    else merged.count += entry.count;
  }
  return [...byId.values()];
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
