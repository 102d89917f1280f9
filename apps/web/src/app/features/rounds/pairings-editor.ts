import { ChangeDetectionStrategy, Component, computed, input, linkedSignal, output } from '@angular/core';
import type { ManualRoundBody, RoundProposal } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import type { NameOf } from '../../shared/tournament/pairings';
import { giveBye, manualBody, pairByes, swapInto, tablesOf } from './pairings-edit';

/**
 * "Edit pairings" on the proposal before publishing (contract rev 2 manual pairing): choosing a player
 * for a seat swaps the two players, a player can be given the bye, and two byes can be paired. The
 * edited round is published as given; the API checks it and records it in the audit log.
 */
@Component({
  selector: 'app-pairings-editor',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective],
  template: `
    <section class="card editor" data-testid="pairings-editor" aria-labelledby="editor-heading" *transloco="let t">
      <h2 id="editor-heading">{{ t('tournament.rounds.editTitle', { number: round().number }) }}</h2>
      <p class="hint">{{ t('tournament.rounds.editHint') }}</p>
      <ol class="tables">
        @for (row of rows(); track $index; let ti = $index) {
          <li data-testid="edit-table" [attr.data-bye]="row.bye">
            <span class="table">
              {{ row.bye ? t('tournament.common.bye') : t('tournament.common.tableNumber', { table: row.number }) }}
            </span>
            @for (id of row.players; track $index; let si = $index) {
              <span class="seat">
                <select
                  data-testid="edit-seat"
                  [attr.aria-label]="t('tournament.rounds.editSeat', { name: nameOf()(id) })"
                  [disabled]="busy()"
                  (change)="swap(ti, si, $event)"
                >
                  @for (player of everyone(); track player) {
                    <option [value]="player" [selected]="player === id">{{ nameOf()(player) }}</option>
                  }
                </select>
                @if (!row.bye && row.players.length === 2) {
                  <button
                    type="button"
                    class="secondary small"
                    data-testid="edit-bye"
                    [disabled]="busy()"
                    (click)="bye(id)"
                  >
                    {{ t('tournament.rounds.giveBye', { name: nameOf()(id) }) }}
                  </button>
                }
              </span>
            }
          </li>
        }
      </ol>
      <div class="actions">
        @if (byes() >= 2) {
          <button
            type="button"
            class="secondary"
            data-testid="edit-pair-byes"
            [disabled]="busy()"
            (click)="pairTheByes()"
          >
            {{ t('tournament.rounds.pairByes') }}
          </button>
        }
        <button type="button" class="secondary" data-testid="edit-cancel" [disabled]="busy()" (click)="discard.emit()">
          {{ t('tournament.rounds.cancelEdit') }}
        </button>
        <button type="button" class="primary" data-testid="edit-publish" [disabled]="busy()" (click)="send()">
          {{ busy() ? t('tournament.rounds.publishing') : t('tournament.rounds.publish', { number: round().number }) }}
        </button>
      </div>
    </section>
  `,
  styles: `
    .editor {
      border: 2px solid var(--accent);
    }
    .tables {
      margin: 0.75rem 0;
      padding: 0;
      list-style: none;
    }
    li {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem 0.75rem;
      align-items: center;
      padding: 0.5rem 0;
      border-bottom: 1px solid var(--border);
    }
    .table {
      flex: 0 0 5.5rem;
      font-weight: 700;
      font-variant-numeric: tabular-nums;
    }
    .seat {
      display: flex;
      gap: 0.5rem;
      align-items: center;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 0.75rem;
    }
  `,
})
export class PairingsEditor {
  readonly round = input.required<RoundProposal>();
  readonly nameOf = input.required<NameOf>();
  readonly busy = input(false);
  readonly publish = output<ManualRoundBody>();
  readonly discard = output<void>();

  /** The tables as edited so far; a new proposal starts over. */
  private readonly tables = linkedSignal(() => tablesOf(this.round().matches));
  protected readonly everyone = computed(() => this.round().matches.flatMap((m) => m.players));
  protected readonly byes = computed(() => this.tables().filter((t) => t.bye).length);
  /** Played tables numbered in order; byes have none. */
  protected readonly rows = computed(() => {
    let number = 0;
    return this.tables().map((t) => ({ ...t, number: t.bye ? null : ++number }));
  });

  protected swap(table: number, seat: number, event: Event): void {
    const playerId = (event.target as HTMLSelectElement).value;
    this.tables.update((tables) => swapInto(tables, table, seat, playerId));
  }

  protected bye(playerId: string): void {
    this.tables.update((tables) => giveBye(tables, playerId));
  }

  protected pairTheByes(): void {
    this.tables.update((tables) => pairByes(tables));
  }

  protected send(): void {
    this.publish.emit(manualBody(this.tables()));
  }
}
