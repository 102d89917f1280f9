import { ChangeDetectionStrategy, Component, computed, effect, input, output, signal, untracked } from '@angular/core';
import type { MatchResultBody, MatchView } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import type { NameOf } from '../../shared/tournament/pairings';
import { PlacementForm } from '../../shared/tournament/placement-form';
import { ResultButtons } from '../../shared/tournament/result-buttons';
import { type ResultOption, resultBody } from '../../shared/tournament/result-options';

/**
 * The organizer's entry for one match: quick buttons, any other score, placements for pods; accept a
 * player's report as it is; a reason when correcting a final result (audit log).
 */
@Component({
  selector: 'app-match-entry',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective, PlacementForm, ResultButtons],
  templateUrl: './match-entry.html',
  styleUrl: './match-entry.css',
})
export class MatchEntry {
  readonly match = input.required<MatchView>();
  readonly nameOf = input.required<NameOf>();
  readonly options = input.required<readonly ResultOption[]>();
  readonly busy = input(false);
  readonly send = output<MatchResultBody>();

  protected readonly open = signal(false);
  protected readonly reason = signal('');
  protected readonly custom = signal({ a: 0, b: 0, draws: 0 });
  protected readonly correcting = computed(() => !!this.match().result);
  protected readonly pods = computed(() => this.match().players.length > 2);
  protected readonly names = computed(() => this.match().players.map(this.nameOf()));
  protected readonly idBase = computed(() => `entry-${this.match().id}`);
  /** Changes only when the final result does (rounds are re-read every few seconds). */
  private readonly resultKey = computed(() => JSON.stringify(this.match().result ?? null));

  constructor() {
    effect(() => {
      this.resultKey();
      untracked(() => this.close());
    });
  }

  protected toggle(): void {
    this.open.update((open) => !open);
  }

  protected choose(option: ResultOption): void {
    this.emit(resultBody(option, this.match().players));
  }

  protected placements(order: (string | string[])[]): void {
    this.emit({ placements: order });
  }

  protected accept(): void {
    const report = this.match().report;
    if (report) this.emit(report.result);
  }

  protected valueOf(event: Event): string {
    return (event.target as HTMLInputElement).value;
  }

  protected setCustom(field: 'a' | 'b' | 'draws', value: number | string): void {
    const n = Math.max(0, Math.min(9, Math.trunc(Number(value) || 0)));
    this.custom.update((custom) => ({ ...custom, [field]: n }));
  }

  protected sendCustom(): void {
    const { a, b, draws } = this.custom();
    const [first, second] = this.match().players;
    this.emit({ wins: { [first]: a, [second]: b }, ...(draws > 0 ? { draws } : {}) });
  }

  private emit(body: MatchResultBody): void {
    const reason = this.reason().trim();
    this.send.emit(this.correcting() && reason ? { ...body, reason } : body);
  }

  private close(): void {
    this.open.set(false);
    this.reason.set('');
  }
}
