import { ChangeDetectionStrategy, Component, computed, inject, input, output } from '@angular/core';
import type { MatchResultBody, MatchView } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import type { ApiError } from '../../core/api/api-error';
import { LanguageService } from '../../core/i18n/language.service';
import { MatchPlayers } from '../../shared/tournament/match-players';
import { type NameOf, byTable } from '../../shared/tournament/pairings';
import type { ResultOption } from '../../shared/tournament/result-options';
import { ResultTextPipe } from '../../shared/tournament/result-text.pipe';
import { TournamentProblem } from '../../shared/tournament/tournament-problem';
import { matchStatus } from '../../shared/tournament/tournament-types';
import { MatchEntry } from './match-entry';

export interface MatchSubmission {
  matchId: string;
  body: MatchResultBody;
}

/** A round's matches by table: missing, reported and disputed results stand out; entry per match. */
@Component({
  selector: 'app-results-grid',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, MatchEntry, MatchPlayers, ResultTextPipe, TournamentProblem],
  templateUrl: './results-grid.html',
  styleUrl: './results-grid.css',
})
export class ResultsGrid {
  protected readonly lang = inject(LanguageService).current;
  readonly matches = input.required<readonly MatchView[]>();
  readonly nameOf = input.required<NameOf>();
  readonly options = input.required<readonly ResultOption[]>();
  readonly busyId = input<string | null>(null);
  readonly error = input<{ matchId: string; error: ApiError } | null>(null);
  /** Top-cut brackets show the seeds. */
  readonly seeds = input<Record<string, readonly number[]> | null>(null);
  readonly send = output<MatchSubmission>();

  protected readonly rows = computed(() =>
    byTable(this.matches()).map((match) => ({ match, status: matchStatus(match) })),
  );
}
