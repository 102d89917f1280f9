import type { Card } from '../cards/card';
import type { CardCatalog } from '../cards/card-catalog';
import { identityKey, ruleIdentity } from './deck-rule-exceptions';
import type { CardSuspension, GameLegality } from './legality-data';
import type { PrintingIndex } from './printing-index';

export type IllegalReason = 'rotated' | 'not-in-format' | 'suspended';

export type CardLegality =
  | { legal: true }
  | { legal: false; reason: 'rotated' | 'not-in-format'; sets: string[] }
  | { legal: false; reason: 'suspended'; since: string };

export interface LegalityQuery {
  format: string;
  /** `YYYY-MM-DD`: the day the deck is played. */
  date: string;
  data: GameLegality;
  printings: PrintingIndex;
  /** Resolves suspensions that name a printing (`card`) rather than a name and subtitle. */
  catalog: CardCatalog;
}

/**
 * Whether a card may be played in a constructed format on a day (contract rev 2, `not-legal-in-format`):
 * not suspended, and printed (under its name and subtitle) in at least one set legal in the format
 * that day — a set not rotated out of the format and not a product reserved for other formats.
 */
export function cardLegality(card: Card, query: LegalityQuery): CardLegality {
  const suspension = activeSuspension(card, query);
  if (suspension !== undefined) return { legal: false, reason: 'suspended', since: suspension.from };
  const sets = [...query.printings.setsOf(card)].sort();
  if (sets.some((set) => setLegal(set, query))) return { legal: true };
  const reserved = sets.every((set) => reservedFor(set, query.data) !== undefined);
  return { legal: false, reason: reserved ? 'not-in-format' : 'rotated', sets };
}

/** A set is legal in the format on the day unless it rotated out by then or is reserved for other formats. */
export function setLegal(set: string, query: Pick<LegalityQuery, 'format' | 'date' | 'data'>): boolean {
  const reserved = reservedFor(set, query.data);
  if (reserved !== undefined && !reserved.includes(query.format)) return false;
  return !query.data.rotations.some(
    (rotation) => rotation.from <= query.date && rotation.formats.includes(query.format) && rotation.sets.includes(set),
  );
}

function reservedFor(set: string, data: GameLegality): readonly string[] | undefined {
  return data.products.find((product) => product.set === set)?.formats;
}

function activeSuspension(card: Card, query: LegalityQuery): CardSuspension | undefined {
  const identity = ruleIdentity(card);
  return query.data.suspensions.find(
    (entry) =>
      entry.formats.includes(query.format) &&
      entry.from <= query.date &&
      (entry.until === undefined || query.date < entry.until) &&
      suspendedIdentity(entry, query.catalog) === identity,
  );
}

function suspendedIdentity(entry: CardSuspension, catalog: CardCatalog): string | undefined {
  if (entry.card === undefined) return identityKey(entry.name, entry.subtitle);
  const printing = catalog.get(entry.card);
  return printing === undefined ? undefined : ruleIdentity(printing);
}
