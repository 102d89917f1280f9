import type { DeckError, DeckErrorParams } from '@cantina/games';
import { TranslocoService } from '@jsverse/transloco';
import { type CardTermKind, cardTerm, listOf, slotTermKey } from './card-terms';
import { pluralKey } from './plural';
import { lookupTranslation } from './translation-lookup';

/**
 * Deck validation errors (from `validateDeck` in @cantina/games, or the API's `/decks/validate`) in
 * the player's language. Each code has a translation under `deckErrors.`; some codes have variants
 * chosen by their params (e.g. `too-many-copies-supply`), and a few are plural groups.
 */
export interface DeckErrorTemplate {
  key: string;
  params: Record<string, string | number>;
  /** Set when `key` is a plural group: the number that picks the form. */
  count?: number;
}

/** Words a template needs in the current language. */
export interface DeckErrorWords {
  term(kind: CardTermKind, value: string): string;
  list(values: readonly string[]): string;
  /** The display name of a card id (the id itself when unknown). */
  card(id: string): string;
}

export const DECK_ERROR_PREFIX = 'deckErrors.';

function str(params: DeckErrorParams, name: string): string {
  const value = params[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function num(params: DeckErrorParams, name: string): number {
  const value = params[name];
  return typeof value === 'number' ? value : Number(value ?? 0) || 0;
}

function strings(params: DeckErrorParams, name: string): string[] {
  const value = params[name];
  return Array.isArray(value) ? value.map(String) : [];
}

/** The translation key and params for an error; `null` for a code this app does not know. */
export function deckErrorTemplate(error: DeckError, game: string, words: DeckErrorWords): DeckErrorTemplate | null {
  const p = error.params ?? {};
  const firstCard = error.cards[0] ?? '';
  const name = str(p, 'name') || str(p, 'title') || (firstCard ? words.card(firstCard) : '');
  const key = (suffix = '') => `${DECK_ERROR_PREFIX}${error.code}${suffix}`;
  const slot = () => words.term('slot', slotTermKey(game, str(p, 'slot')));
  const type = () => words.term('type', str(p, 'type'));
  const code: string = error.code;
  switch (code) {
    case 'unknown-card':
      return { key: key(), params: { card: firstCard } };
    case 'invalid-count':
      return { key: key(), params: { card: firstCard, count: str(p, 'count') } };
    case 'wrong-card-type': {
      const allowed = strings(p, 'allowed');
      if (allowed.length === 0) return { key: key('-none'), params: { name, type: type(), slot: slot() } };
      return {
        key: key(),
        params: { name, type: type(), slot: slot(), allowed: words.list(allowed.map((t) => words.term('type', t))) },
      };
    }
    case 'leader-count':
      return {
        key: key(),
        params: { required: num(p, 'required'), count: num(p, 'count') },
        count: num(p, 'required'),
      };
    case 'base-count':
    case 'battlefield-count':
    case 'trilogy-deck-count':
      return { key: key(), params: { required: num(p, 'required'), count: num(p, 'count') } };
    case 'deck-too-small': {
      const minimum = num(p, 'minimum') || num(p, 'required');
      const missing = Math.max(0, minimum - num(p, 'count'));
      return { key: key(), params: { missing, minimum, count: num(p, 'count') }, count: missing };
    }
    case 'deck-too-large': {
      const maximum = num(p, 'required') || num(p, 'maximum');
      const extra = Math.max(0, num(p, 'count') - maximum);
      return { key: key(), params: { extra, maximum, count: num(p, 'count') }, count: extra };
    }
    case 'too-many-copies':
      return {
        key: key(str(p, 'zone') === 'supply' ? '-supply' : ''),
        params: { name, count: num(p, 'count'), limit: num(p, 'limit') },
      };
    case 'sideboard-too-large':
      return { key: key(), params: { count: num(p, 'count'), maximum: num(p, 'maximum') } };
    case 'sideboard-not-allowed':
      return { key: key(game === 'swtcg' ? '-supply' : ''), params: { count: num(p, 'count') } };
    case 'not-in-pool':
      return { key: key(), params: { name, count: num(p, 'count'), available: num(p, 'available') } };
    case 'twin-suns-aspects':
      return {
        key: key(),
        params: { aspects: words.list(strings(p, 'aspects').map((a) => words.term('aspect', a))) },
      };
    case 'duplicate-unique': {
      const decks = p['decks'];
      if (Array.isArray(decks)) {
        const numbers = decks.map((deck) => String(Number(deck) + 1));
        return { key: key('-trilogy'), params: { name, slot: slot(), decks: words.list(numbers) } };
      }
      return { key: key(), params: { name, count: num(p, 'count') } };
    }
    case 'trilogy-combined-copies':
      return { key: key(), params: { name, count: num(p, 'count'), limit: num(p, 'limit') } };
    case 'wrong-side-mix':
      return {
        key: key(),
        params: {
          sides: words.list(strings(p, 'sides').map((side) => words.term('side', side))),
          deckSide: words.term('side', str(p, 'deckSide')),
        },
      };
    case 'unit-type-minimum':
      return {
        key: key(),
        params: {
          unitType: words.term('unitType', str(p, 'unitType')),
          count: num(p, 'count'),
          minimum: num(p, 'minimum'),
        },
      };
    case 'unit-total-minimum':
      return { key: key(), params: { count: num(p, 'count'), minimum: num(p, 'minimum') } };
    case 'unit-type-ratio':
      return {
        key: key(),
        params: {
          unitType: words.term('unitType', str(p, 'unitType')),
          count: num(p, 'count'),
          otherUnitType: words.term('unitType', str(p, 'otherUnitType')),
          otherCount: num(p, 'otherCount'),
          ratio: num(p, 'ratio'),
          maximum: num(p, 'maximum'),
        },
      };
    case 'supply-card-type':
      return { key: key(str(p, 'zone') === 'supply' ? '-supply' : ''), params: { name, type: type() } };
    case 'team-points':
      return { key: key(), params: { points: num(p, 'points'), limit: num(p, 'limit') } };
    case 'no-character':
    case 'deckless-format':
    case 'invalid-deck':
      return { key: key(), params: {} };
    case 'affiliation-mix': {
      const team = str(p, 'teamAffiliation');
      return { key: key(team === 'hero' || team === 'villain' ? `-${team}` : ''), params: {} };
    }
    case 'color-without-character':
      return { key: key(), params: { color: words.term('color', str(p, 'color')), count: num(p, 'count') } };
    case 'unknown-format':
      return { key: key(), params: { format: str(p, 'format') } };
    case 'banned-card':
    case 'neutral-character':
      return { key: key(), params: { name } };
    case 'set-not-legal':
      return { key: key(), params: { name, set: str(p, 'set') } };
    case 'plot-count':
      return { key: key(), params: { count: num(p, 'count'), maximum: num(p, 'maximum') } };
    case 'not-legal-in-format': {
      const reason = str(p, 'reason');
      if (reason !== 'rotated' && reason !== 'not-in-format' && reason !== 'suspended') return null;
      return {
        key: key(`-${reason}`),
        params: { name, date: str(p, 'date'), since: str(p, 'since'), sets: words.list(strings(p, 'sets')) },
      };
    }
    default:
      return null;
  }
}

/** The words of `lang` for templates, with card names from `cardName`. */
export function deckErrorWords(
  transloco: TranslocoService,
  lang: string,
  cardName: (id: string) => string | undefined = () => undefined,
): DeckErrorWords {
  return {
    term: (kind, value) => cardTerm(transloco, lang, kind, value),
    list: (values) => listOf(lang, values),
    card: (id) => cardName(id) ?? id,
  };
}

/**
 * The error in `lang`; the English `message` for a code without a translation. Errors inside one
 * deck of a Trilogy (params `deck`, 0-based) say which deck.
 */
export function deckErrorText(
  transloco: TranslocoService,
  lang: string,
  error: DeckError,
  game: string,
  cardName?: (id: string) => string | undefined,
): string {
  const template = deckErrorTemplate(error, game, deckErrorWords(transloco, lang, cardName));
  if (template === null) return error.message;
  const key = template.count === undefined ? template.key : pluralKey(template.key, lang, template.count);
  const text = lookupTranslation(transloco, lang, key, template.params);
  if (text === null) return error.message;
  const deck = error.params?.['deck'];
  if (typeof deck !== 'number') return text;
  return lookupTranslation(transloco, lang, 'decks.check.inDeck', { number: deck + 1, message: text }) ?? text;
}
