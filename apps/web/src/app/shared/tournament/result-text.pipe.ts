import { Pipe, PipeTransform, inject } from '@angular/core';
import type { MatchResultBody } from '@cantina/contract';
import { TranslocoService } from '@jsverse/transloco';
import type { NameOf } from './pairings';
import { resultPhrase } from './result-text';

/**
 * `{{ match.result | resultText: match.players : nameOf() : selfId : lang() }}`; pass the language so
 * the pure pipe re-runs when it changes.
 */
@Pipe({ name: 'resultText' })
export class ResultTextPipe implements PipeTransform {
  private readonly transloco = inject(TranslocoService);

  transform(
    result: MatchResultBody | null | undefined,
    players: readonly string[],
    nameOf: NameOf,
    self: string | null,
    lang: string,
  ): string {
    if (!result) return '';
    const phrase = resultPhrase(result, players, nameOf, self);
    return this.transloco.translate(phrase.key, phrase.params, lang);
  }
}
