import type { DeckEntry, DeckList, DeckSubmission, TrilogyDeckList } from '../deck-list';

/** The swudb deck JSON as written out: every list present, one entry per id, counts above 0. */
export interface SwudbDeckJson {
  metadata: { name: string; author?: string };
  leader?: DeckEntry;
  secondleader?: DeckEntry;
  base?: DeckEntry;
  deck: DeckEntry[];
  sideboard: DeckEntry[];
}

export function toSwudbDeckJson(deck: DeckList): SwudbDeckJson;
export function toSwudbDeckJson(deck: TrilogyDeckList): { decks: SwudbDeckJson[] };
export function toSwudbDeckJson(deck: DeckSubmission): SwudbDeckJson | { decks: SwudbDeckJson[] };
/** Exports a deck (any game, contract "Decks") in the swudb deck JSON. */
export function toSwudbDeckJson(deck: DeckSubmission): SwudbDeckJson | { decks: SwudbDeckJson[] } {
  if ('decks' in deck) return { decks: deck.decks.map((one) => exportOne(one)) };
  return exportOne(deck);
}

function exportOne(deck: DeckList): SwudbDeckJson {
  const json: SwudbDeckJson = {
    metadata: { name: deck.metadata?.name ?? '' },
    deck: mergeEntries(deck.deck),
    sideboard: mergeEntries(deck.sideboard ?? []),
  };
  if (deck.metadata?.author !== undefined) json.metadata.author = deck.metadata.author;
  for (const slot of ['leader', 'secondleader', 'base'] as const) {
    const entry = deck[slot];
    if (entry !== undefined && entry.count > 0) json[slot] = { id: entry.id, count: entry.count };
  }
  return json;
}

/** Adds up repeated ids (first position kept) and drops entries without copies. */
export function mergeEntries(entries: readonly DeckEntry[]): DeckEntry[] {
  const byId = new Map<string, DeckEntry>();
  for (const { id, count } of entries) {
    if (!(count > 0)) continue;
    const merged = byId.get(id);
    if (merged === undefined) byId.set(id, { id, count });
    else merged.count += count;
  }
  return [...byId.values()];
}
