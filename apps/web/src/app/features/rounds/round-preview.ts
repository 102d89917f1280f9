import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import type { RoundProposal } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import { MatchPlayers } from '../../shared/tournament/match-players';
import { type NameOf, byTable } from '../../shared/tournament/pairings';

/** The proposed pairing, to review before anyone sees it: tables, players, byes, sides. */
@Component({
  selector: 'app-round-preview',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, MatchPlayers],
  template: `
    <section class="card preview" data-testid="round-preview" aria-labelledby="preview-heading" *transloco="let t">
      <h2 id="preview-heading">{{ t('tournament.rounds.previewTitle', { number: round().number }) }}</h2>
      <p class="hint">{{ t('tournament.rounds.previewHint') }}</p>
      <ol class="matches">
        @for (match of matches(); track $index) {
          <li data-testid="preview-match">
            <span class="table" data-testid="preview-table">
              {{
                match.table !== null && !match.bye ? t('tournament.common.tableNumber', { table: match.table }) : '–'
              }}
            </span>
            <app-match-players [match]="match" [nameOf]="nameOf()" />
            @if (match.rematch) {
              <span class="rematch" data-testid="preview-rematch">{{ t('tournament.rounds.rematch') }}</span>
            }
          </li>
        }
      </ol>
      <div class="actions">
        <button type="button" class="secondary" data-testid="round-edit" [disabled]="busy()" (click)="edit.emit()">
          {{ t('tournament.rounds.edit') }}
        </button>
        <button
          type="button"
          class="secondary"
          data-testid="round-preview-cancel"
          [disabled]="busy()"
          (click)="discard.emit()"
        >
          {{ t('tournament.rounds.discard') }}
        </button>
        <button type="button" class="primary" data-testid="round-publish" [disabled]="busy()" (click)="publish.emit()">
          {{ busy() ? t('tournament.rounds.publishing') : t('tournament.rounds.publish', { number: round().number }) }}
        </button>
      </div>
    </section>
  `,
  styles: `
    .preview {
      border: 2px solid var(--accent);
    }
    .matches {
      margin: 0.75rem 0;
      padding: 0;
      list-style: none;
    }
    li {
      display: flex;
      gap: 0.75rem;
      align-items: baseline;
      padding: 0.5rem 0;
      border-bottom: 1px solid var(--border);
    }
    .table {
      flex: 0 0 5.5rem;
      font-weight: 700;
      font-variant-numeric: tabular-nums;
    }
    .rematch {
      color: var(--danger);
      font-weight: 700;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 0.75rem;
    }
  `,
})
export class RoundPreview {
  readonly round = input.required<RoundProposal>();
  readonly nameOf = input.required<NameOf>();
  readonly busy = input(false);
  readonly publish = output<void>();
  readonly discard = output<void>();
  /** "Edit pairings" (contract rev 2 manual pairing). */
  readonly edit = output<void>();

  protected readonly matches = computed(() => byTable(this.round().matches));
}
