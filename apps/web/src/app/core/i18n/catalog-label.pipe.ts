import { Pipe, PipeTransform, inject } from '@angular/core';
import { TranslocoService } from '@jsverse/transloco';
import { findGame, GAMES } from '@cantina/games';
import { lookupTranslation } from './translation-lookup';

export type CatalogKind = 'games' | 'formats';

function englishName(kind: CatalogKind, id: string): string | undefined {
  if (kind === 'games') return findGame(id)?.name;
  return GAMES.flatMap((game) => game.formats).find((format) => format.id === id)?.name;
}

/**
 * Game and format names, translated by id (`games.swu`, `formats.swu-draft`).
 * Pass the current language so the pure pipe re-runs when it changes.
 * Usage: `{{ game.id | catalogLabel: 'games' : lang() : game.name }}`.
 */
@Pipe({ name: 'catalogLabel' })
export class CatalogLabelPipe implements PipeTransform {
  private readonly transloco = inject(TranslocoService);

  transform(id: string, kind: CatalogKind, lang: string, fallback?: string): string {
    return lookupTranslation(this.transloco, lang, `${kind}.${id}`) ?? fallback ?? englishName(kind, id) ?? id;
  }
}
