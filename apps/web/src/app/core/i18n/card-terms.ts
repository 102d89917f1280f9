import { Pipe, PipeTransform, inject } from '@angular/core';
import type { DeckSlot } from '@cantina/games';
import { TranslocoService } from '@jsverse/transloco';
import { lookupTranslation } from './translation-lookup';

/** Card vocabulary with a translation under `cards.<kind>.<value>`. */
export type CardTermKind =
  | 'type'
  | 'rarity'
  | 'aspect'
  | 'side'
  | 'unitType'
  | 'color'
  | 'affiliation'
  | 'faction'
  | 'slot'
  | 'trait';

/** "capital-ship" → "Capital ship": how a value without a translation is shown (e.g. DBG's free rarities). */
export function humanize(value: string): string {
  const words = value.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function cardTerm(transloco: TranslocoService, lang: string, kind: CardTermKind, value: string): string {
  return lookupTranslation(transloco, lang, `cards.${kind}.${value}`) ?? humanize(value);
}

/** What a slot is called in a game: Destiny's `base` is the battlefield, SWTCG's `sideboard` the Supply. */
export function slotTermKey(game: string, slot: DeckSlot | string): string {
  if (slot === 'secondleader') return 'leader';
  if (game === 'destiny' && slot === 'base') return 'battlefield';
  if (game === 'swtcg' && slot === 'sideboard') return 'supply';
  return slot;
}

/** Joins translated terms the way the language lists things ("Heroism and Villainy"). */
export function listOf(lang: string, items: readonly string[]): string {
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/**
 * `{{ card.type | cardTerm: 'type' : lang() }}`. Pass the current language so the pure pipe re-runs
 * when it changes.
 */
@Pipe({ name: 'cardTerm' })
export class CardTermPipe implements PipeTransform {
  private readonly transloco = inject(TranslocoService);

  transform(value: string, kind: CardTermKind, lang: string): string {
    return cardTerm(this.transloco, lang, kind, value);
  }
}
