import { GAME_IDS, isGameId } from '../catalog';
import type { BoosterTemplate, Card } from './card';
import type { CardSetParseResult, CardSetProblem } from './card-set-problem';
import { FieldReader, MAX_CODE_LENGTH } from './field-reader';
import { childPath, describeType, isRecord } from './json-path';
import { readCommonFields } from './read-common-fields';
import { readGameCard } from './read-game-card';

const SET_CODE_PATTERN = /^[A-Za-z0-9]+$/;

/**
 * Validates a card set in the Cantina set format (contract: "Card sets") and returns it, or every
 * problem found, each with the JSON path of the bad field.
 */
export function parseCardSet(input: unknown): CardSetParseResult {
  if (!isRecord(input)) {
    return {
      ok: false,
      problems: [{ path: '', code: 'wrong-type', message: 'a card set must be a JSON object' }],
    };
  }
  const problems: CardSetProblem[] = [];
  const reader = new FieldReader(input, '', problems);

  const game = reader.oneOf('game', GAME_IDS);
  const gameIsKnown = isGameId(input['game']);
  const code = reader.string('code', MAX_CODE_LENGTH);
  if (code !== '' && !SET_CODE_PATTERN.test(code)) {
    reader.report('code', 'not-allowed', `set code "${code}" may only hold letters and digits`);
  }
  const name = reader.string('name');
  const booster = readBooster(reader);

  const cards: Card[] = [];
  const firstIndexById = new Map<string, number>();
  const rawCards = readCardArray(reader);
  rawCards.forEach((rawCard, index) => {
    const path = childPath('cards', index);
    if (!isRecord(rawCard)) {
      problems.push({ path, code: 'wrong-type', message: `a card must be an object, not ${describeType(rawCard)}` });
      return;
    }
    const cardReader = new FieldReader(rawCard, path, problems);
    const common = readCommonFields(cardReader, game, SET_CODE_PATTERN.test(code) ? code : '');
    if (gameIsKnown) cards.push(readGameCard(game, cardReader, common));

    const firstIndex = firstIndexById.get(common.id);
    if (common.id === '') return;
    if (firstIndex === undefined) firstIndexById.set(common.id, index);
    else cardReader.report('id', 'duplicate-id', `id ${common.id} is also used by cards[${firstIndex}]`);
  });

  checkAliasesAreFree(cards, problems);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, set: { game, code, name, cards, booster } };
}

/** An alias means one card: never the id of a card of the set, never an alias of two cards. */
function checkAliasesAreFree(cards: readonly Card[], problems: CardSetProblem[]): void {
  const cardIds = new Set(cards.map((card) => card.id));
  const ownerByAlias = new Map<string, string>();
  cards.forEach((card, index) => {
    (card.aliases ?? []).forEach((alias, aliasIndex) => {
      const path = childPath(childPath(childPath('cards', index), 'aliases'), aliasIndex);
      const owner = ownerByAlias.get(alias);
      if (cardIds.has(alias)) {
        problems.push({ path, code: 'duplicate-id', message: `${alias} is the id of a card of this set` });
      } else if (owner !== undefined) {
        problems.push({ path, code: 'duplicate-id', message: `${alias} is also an alias of ${owner}` });
      } else {
        ownerByAlias.set(alias, card.id);
      }
    });
  });
}

function readCardArray(reader: FieldReader): unknown[] {
  const raw = reader.raw('cards');
  if (raw === undefined || raw === null) {
    reader.report('cards', 'required', 'cards is required');
    return [];
  }
  if (!Array.isArray(raw)) {
    reader.report('cards', 'wrong-type', `cards must be an array, not ${describeType(raw)}`);
    return [];
  }
  if (raw.length === 0) reader.report('cards', 'empty', 'a set needs at least one card');
  return raw;
}

function readBooster(reader: FieldReader): BoosterTemplate | null {
  const raw = reader.raw('booster');
  if (raw === undefined || raw === null) return null;
  if (!isRecord(raw)) {
    reader.report('booster', 'wrong-type', `booster must be an object or null, not ${describeType(raw)}`);
    return null;
  }
  return raw;
}
