import type { Card, CardSet } from '@cantina/games';
import type { PackTemplate, SheetPick, SheetSpec } from '../template/pack-template';
import { sheetMatches } from './sheet-pool';

function leftOut(pick: SheetPick, set: Pick<CardSet, 'code' | 'cards'>, template: PackTemplate): boolean {
  if (pick.exceptSets?.includes(set.code) === true) return true;
  if (pick.optional !== true) return false;
  const spec = template.sheets[pick.sheet];
  return !set.cards.some((card: Card) => spec !== undefined && sheetMatches(card, spec));
}

/**
 * The template as it applies to one set: picks listed with the set in `exceptSets`, or `optional`
 * picks whose sheet matches none of its cards, are dropped (a slot left without picks goes too), and
 * so are the sheets only those picks drew from. A set none of whose picks is left out gets the
 * template itself, so its packs are exactly what they were before such picks existed.
 */
export function templateForSet(template: PackTemplate, set: Pick<CardSet, 'code' | 'cards'>): PackTemplate {
  const dropped = new Set<SheetPick>();
  for (const slot of template.slots) {
    for (const pick of slot.from) if (leftOut(pick, set, template)) dropped.add(pick);
  }
  if (dropped.size === 0) return template;
  const slots = template.slots
    .map((slot) => ({ ...slot, from: slot.from.filter((pick) => !dropped.has(pick)) }))
    .filter((slot) => slot.from.length > 0);
  const stillDrawn = new Set(slots.flatMap((slot) => slot.from.map((pick) => pick.sheet)));
  const onlyDropped = new Set([...dropped].map((pick) => pick.sheet).filter((sheet) => !stillDrawn.has(sheet)));
  const sheets: Record<string, SheetSpec> = {};
  for (const [name, spec] of Object.entries(template.sheets)) if (!onlyDropped.has(name)) sheets[name] = spec;
  return { ...template, sheets, slots };
}
