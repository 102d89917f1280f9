import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import type { Standing } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import { LanguageService } from '../../core/i18n/language.service';

/** The contract's standings columns; tiebreakers as percentages in the user's language. */
@Component({
  selector: 'app-standings-table',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective],
  templateUrl: './standings-table.html',
  styleUrl: './standings-table.css',
})
export class StandingsTable {
  private readonly lang = inject(LanguageService).current;
  readonly rows = input.required<readonly Standing[]>();
  /** Highlights this player ("you"). */
  readonly selfId = input<string | null>(null);
  readonly caption = input<string | null>(null);

  private readonly percent = computed(
    () => new Intl.NumberFormat(this.lang(), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  private readonly number = computed(() => new Intl.NumberFormat(this.lang()));

  protected pct(value: number): string {
    return this.percent().format(value);
  }

  protected num(value: number): string {
    return this.number().format(value);
  }
}
