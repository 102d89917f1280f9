import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { RoundView, Standing } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import { type NameOf, alphabeticalPairings, byTable } from '../../shared/tournament/pairings';
import { StandingsTable } from '../../shared/tournament/standings-table';

export type PrintMode = 'pairings' | 'standings' | 'slips';

/** What the print buttons print: hidden on screen (`.print-only`), black on white on paper. */
@Component({
  selector: 'app-print-sheets',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, StandingsTable],
  host: { class: 'print-only' },
  templateUrl: './print-sheets.html',
  styleUrl: './print-sheets.css',
})
export class PrintSheets {
  readonly mode = input<PrintMode | null>(null);
  readonly eventName = input('');
  readonly round = input<RoundView | null>(null);
  readonly standings = input<readonly Standing[]>([]);
  readonly nameOf = input.required<NameOf>();
  readonly lang = input('en');
  /** swu: the slip offers "double loss"; swtcg: drawn games. */
  readonly doubleLoss = input(false);

  protected readonly lines = computed(() =>
    alphabeticalPairings(this.round()?.matches ?? [], this.nameOf(), this.lang()),
  );
  protected readonly slips = computed(() =>
    byTable(this.round()?.matches ?? []).filter((match) => !match.bye && match.players.length >= 2),
  );
}
