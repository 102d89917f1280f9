/**
 * How a swu-db row names its card: the same Name, Subtitle and Type (contract rev 2: a variant row
 * is an alias of "the Normal card with the same Name, Subtitle and Type").
 */
export interface PrintingIdentity {
  name: string;
  subtitle: string;
  type: string;
  /** Tie-break only, for two Normal cards of one name, subtitle and type (as the row lists them). */
  aspects: string;
}

export interface NormalPrinting extends PrintingIdentity {
  id: string;
}

export interface VariantPrinting extends PrintingIdentity {
  /** `SET_` + the variant's number (see `printingId`). */
  id: string;
}

/**
 * The aliases of each Normal card, keyed by its id, in file order. A variant row whose id is its own
 * card's id (a Foil printing shares the number) adds nothing; one whose id is another card's id, or
 * is already an alias of an earlier card, is left out (a card id always means that card); one with no
 * Normal card of the same name, subtitle and type is left out too (nothing to mean).
 */
export function aliasesByCard(
  normals: readonly NormalPrinting[],
  variants: readonly VariantPrinting[],
): Map<string, string[]> {
  const byIdentity = new Map<string, NormalPrinting[]>();
  const cardIds = new Set<string>();
  for (const normal of normals) {
    cardIds.add(normal.id);
    const key = identityKey(normal);
    const list = byIdentity.get(key);
    if (list === undefined) byIdentity.set(key, [normal]);
    else list.push(normal);
  }
  const aliases = new Map<string, string[]>();
  const claimed = new Set<string>();
  for (const variant of variants) {
    if (cardIds.has(variant.id) || claimed.has(variant.id)) continue;
    const candidates = byIdentity.get(identityKey(variant));
    if (candidates === undefined) continue;
    const card = candidates.find((normal) => normal.aspects === variant.aspects) ?? candidates[0];
    claimed.add(variant.id);
    const list = aliases.get(card.id);
    if (list === undefined) aliases.set(card.id, [variant.id]);
    else list.push(variant.id);
  }
  return aliases;
}

function identityKey(printing: PrintingIdentity): string {
  return JSON.stringify([printing.name, printing.subtitle, printing.type]);
}
