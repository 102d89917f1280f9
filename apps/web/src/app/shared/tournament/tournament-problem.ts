import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import { TranslocoService } from '@jsverse/transloco';
import { ApiError } from '../../core/api/api-error';
import { problemText } from '../../core/api/problem-text';
import { LanguageService } from '../../core/i18n/language.service';
import { lookupTranslation } from '../../core/i18n/translation-lookup';

/** What to say about a failed tournament call: its own codes first (results missing, mismatch…). */
export function tournamentProblemText(transloco: TranslocoService, lang: string, error: ApiError): string {
  return lookupTranslation(transloco, lang, `tournament.errors.${error.code}`) ?? problemText(transloco, lang, error);
}

@Component({
  selector: 'app-tournament-problem',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (text(); as text) {
      <p class="problem" role="alert" data-testid="problem" [attr.data-code]="error()?.code">{{ text }}</p>
    }
  `,
})
export class TournamentProblem {
  private readonly transloco = inject(TranslocoService);
  private readonly lang = inject(LanguageService).current;
  readonly error = input<ApiError | null | undefined>(null);

  protected readonly text = computed(() => {
    const error = this.error();
    return error ? tournamentProblemText(this.transloco, this.lang(), error) : null;
  });
}
