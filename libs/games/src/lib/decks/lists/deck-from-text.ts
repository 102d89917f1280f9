import type { CardCatalog } from '../../cards/card-catalog';
import { formatCardId } from '../../cards/common-card-fields';
import type { DeckEntry, DeckList, DeckSlot } from '../deck-list';
import { createCardNameIndex } from './card-name-index';
import { DECK_LIST_LIMITS } from './deck-list-limits';
import { defaultSlot, headerSlot } from './text-sections';

export interface TextListProblem {
  /** 1-based line number. */
  line: number;
  text: string;
  code: 'unknown-card' | 'ambiguous-card' | 'invalid-count';
  message: string;
  /** For `ambiguous-card`: the ids the line could mean. */
  candidates?: string[];
}

export interface TextListImport {
  deck: DeckList;
  problems: TextListProblem[];
}

const COUNT_LINE = /^(\d+)\s*[xX×]?\s+(.+)$/;
const ID_TEXT = /^([A-Za-z0-9]+)_(\d+)$/;

/**
 * Imports a plain-text list: one card per line as `3 SOR_046`, `3 Name` or `3 Name, Subtitle`
 * (`3x` also works; a line without a count means 1). Optional headers ("Leader", "Base", "Deck",
 * "Sideboard", "Supply", "Battlefield") choose the slot; without them each card goes where its type
 * belongs. Blank lines and lines starting with `#` or `//` are skipped. Lines that match no card are
 * reported and left out, so the rest of the list still imports.
 */
export function deckFromText(text: string, catalog: CardCatalog): TextListImport {
  const findByName = createCardNameIndex(catalog);
  const problems: TextListProblem[] = [];
  const picked: { slot: DeckSlot; id: string; count: number }[] = [];
  let section: DeckSlot | undefined;

  text.split(/\r?\n/).forEach((rawLine, index) => {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('//')) return;
    const report = (code: TextListProblem['code'], message: string, candidates?: string[]) =>
      problems.push({ line: index + 1, text: line, code, message, ...(candidates ? { candidates } : {}) });

    const counted = COUNT_LINE.exec(line);
    if (counted === null) {
      const header = headerSlot(line);
      if (header !== undefined) {
        section = header;
        return;
      }
    }
    const count = counted === null ? 1 : Number(counted[1]);
    const what = counted === null ? line : counted[2].trim();
    if (count < 1) {
      report('invalid-count', `"${line}" has no copies`);
      return;
    }
    if (count > DECK_LIST_LIMITS.maxCount) {
      report('invalid-count', `"${line}" has more than ${DECK_LIST_LIMITS.maxCount} copies`);
      return;
    }
    const byId = idOf(what);
    const card = byId === undefined ? undefined : catalog.get(byId);
    if (card !== undefined) {
      picked.push({ slot: section ?? defaultSlot(card), id: card.id, count });
      return;
    }
    const lookup = findByName(what);
    if (lookup.kind === 'found') {
      picked.push({ slot: section ?? defaultSlot(lookup.card), id: lookup.card.id, count });
    } else if (lookup.kind === 'ambiguous') {
      const ids = lookup.candidates.map((c) => c.id);
      report('ambiguous-card', `"${what}" could be ${ids.join(', ')}; add the subtitle or use the id`, ids);
    } else {
      report('unknown-card', `No card "${what}" in this game`);
    }
  });
  return { deck: assemble(picked), problems };
}

/** "sor_46" → "SOR_046"; undefined when the text is not shaped like an id. */
function idOf(text: string): string | undefined {
  const match = ID_TEXT.exec(text);
  return match === null ? undefined : formatCardId(match[1].toUpperCase(), Number(match[2]));
}

/**
 * Builds the deck from the picked lines. The single-card slots take one id each: a second leader
 * becomes `secondleader`, and any further leader or base goes to the deck, where the validator
 * reports it instead of it silently disappearing.
 */
function assemble(picked: { slot: DeckSlot; id: string; count: number }[]): DeckList {
  const deck: DeckList = { deck: [] };
  // One index per list, so a long paste costs one look-up per line.
  const indexes = new Map<DeckEntry[], Map<string, DeckEntry>>();
  const addTo = (list: DeckEntry[], id: string, count: number) => {
    const index = indexes.get(list) ?? new Map<string, DeckEntry>();
    indexes.set(list, index);
    const entry = index.get(id);
    if (entry !== undefined) entry.count += count;
    else {
      const added = { id, count };
      list.push(added);
      index.set(id, added);
    }
  };
  for (const { slot, id, count } of picked) {
    if (slot === 'deck') addTo(deck.deck, id, count);
    else if (slot === 'sideboard') addTo((deck.sideboard ??= []), id, count);
    else {
      const single = placeSingle(deck, slot, id);
      const existing = single === undefined ? undefined : deck[single];
      if (single === undefined) addTo(deck.deck, id, count);
      else if (existing === undefined) deck[single] = { id, count };
      else existing.count += count;
    }
  }
  return deck;
}

function placeSingle(
  deck: DeckList,
  slot: 'leader' | 'secondleader' | 'base',
  id: string,
): 'leader' | 'secondleader' | 'base' | undefined {
  const order: ('leader' | 'secondleader' | 'base')[] = slot === 'base' ? ['base'] : ['leader', 'secondleader'];
  for (const candidate of order) {
    const entry = deck[candidate];
    if (entry === undefined || entry.id === id) return candidate;
  }
  return undefined;
}
