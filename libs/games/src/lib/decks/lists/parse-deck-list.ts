import type { FieldProblem } from '../../cards/field-problem';
import { FieldReader, MAX_CODE_LENGTH } from '../../cards/field-reader';
import { childPath, describeType, isRecord } from '../../cards/json-path';
import type { DeckEntry, DeckList, DeckMetadata, DeckSubmission } from '../deck-list';
import { DECK_LIST_LIMITS } from './deck-list-limits';

export type DeckListParseResult = { ok: true; deck: DeckSubmission } | { ok: false; problems: FieldProblem[] };

/**
 * Reads a deck in the swudb deck JSON (contract "Decks"), or a Trilogy `{ "decks": [...] }`, and
 * reports every malformed field with its path (e.g. `deck[3].count`). Card ids are not looked up
 * here: that is the validator's `unknown-card`. Counts and array lengths beyond `DECK_LIST_LIMITS`
 * are `out-of-range` problems, found before any item of an over-long array is read.
 */
export function parseDeckList(input: unknown): DeckListParseResult {
  const problems: FieldProblem[] = [];
  if (!isRecord(input)) {
    problems.push({ path: '', code: 'wrong-type', message: 'a deck must be a JSON object' });
    return { ok: false, problems };
  }
  let deck: DeckSubmission;
  if (input['decks'] !== undefined) {
    const decks = input['decks'];
    if (!Array.isArray(decks)) {
      problems.push({ path: 'decks', code: 'wrong-type', message: 'decks must be an array of decks' });
      return { ok: false, problems };
    }
    if (decks.length > DECK_LIST_LIMITS.maxDecks) {
      const message = `at most ${DECK_LIST_LIMITS.maxDecks} decks, not ${decks.length}`;
      problems.push({ path: 'decks', code: 'out-of-range', message });
      return { ok: false, problems };
    }
    deck = { decks: decks.map((item, index) => readDeck(item, childPath('decks', index), problems)) };
  } else {
    deck = readDeck(input, '', problems);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, deck };
}

function readDeck(input: unknown, path: string, problems: FieldProblem[]): DeckList {
  if (!isRecord(input)) {
    problems.push({ path, code: 'wrong-type', message: `a deck must be an object, not ${describeType(input)}` });
    return { deck: [] };
  }
  const reader = new FieldReader(input, path, problems);
  const deck: DeckList = { deck: readEntries(reader, 'deck') ?? [] };
  const metadata = readMetadata(reader);
  if (metadata !== undefined) deck.metadata = metadata;
  for (const slot of ['leader', 'secondleader', 'base'] as const) {
    const entryReader = reader.object(slot);
    if (entryReader !== undefined) deck[slot] = readEntry(entryReader);
  }
  const sideboard = readEntries(reader, 'sideboard');
  if (sideboard !== undefined) deck.sideboard = sideboard;
  return deck;
}

function readMetadata(reader: FieldReader): DeckMetadata | undefined {
  const metadata = reader.object('metadata');
  if (metadata === undefined) return undefined;
  const result: DeckMetadata = {};
  const name = metadata.optionalString('name');
  if (name !== undefined) result.name = name;
  const author = metadata.optionalString('author');
  if (author !== undefined) result.author = author;
  return result;
}

function readEntries(reader: FieldReader, key: 'deck' | 'sideboard'): DeckEntry[] | undefined {
  const value = reader.raw(key);
  if (Array.isArray(value) && value.length > DECK_LIST_LIMITS.maxEntriesPerSlot) {
    reader.report(key, 'out-of-range', `at most ${DECK_LIST_LIMITS.maxEntriesPerSlot} entries, not ${value.length}`);
    return [];
  }
  return reader.objectList(key)?.map(readEntry);
}

function readEntry(reader: FieldReader): DeckEntry {
  return {
    id: reader.string('id', MAX_CODE_LENGTH),
    count: reader.integer('count', 1, DECK_LIST_LIMITS.maxCount),
  };
}
