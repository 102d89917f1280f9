import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import { TranslocoService } from '@jsverse/transloco';
import { ApiError } from '../core/api/api-error';
import { problemText } from '../core/api/problem-text';
import { LanguageService } from '../core/i18n/language.service';

/** An API error in the user's language (by problem code, else the server's detail). */
@Component({
  selector: 'app-problem-message',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (text(); as text) {
      <p class="problem" role="alert" data-testid="problem">{{ text }}</p>
    }
  `,
})
export class ProblemMessage {
  private readonly transloco = inject(TranslocoService);
  private readonly lang = inject(LanguageService).current;
  readonly error = input<ApiError | null | undefined>(null);

  protected readonly text = computed(() => {
    const error = this.error();
    return error ? problemText(this.transloco, this.lang(), error) : null;
  });
}
