import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import type { MatchView, ProposedMatch } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';
import type { NameOf } from './pairings';

/** "Ana vs Ben" with the dbg faction or the swtcg Dark Side marked; a bye says so. */
@Component({
  selector: 'app-match-players',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective],
  template: `
    <span class="players" *transloco="let t">
      @for (id of match().players; track id; let last = $last) {
        <span class="player" data-testid="match-player" [attr.data-player-id]="id">{{ nameOf()(id) }}</span>
        @if (match().sides?.[id]; as faction) {
          <span class="tag" data-testid="match-side"> {{ t('tournament.sides.short.' + faction) }}</span>
        }
        @if (match().darkSide === id) {
          <span class="tag dark" data-testid="match-dark-side"> {{ t('tournament.sides.darkSide') }}</span>
        }
        @if (!last) {
          <span class="vs"> {{ t('tournament.common.vs') }} </span>
        }
      }
      @if (match().loss) {
        <span class="tag" data-testid="match-loss"> {{ t('tournament.common.assignedLoss') }}</span>
      } @else if (match().bye || match().players.length < 2) {
        <span class="tag" data-testid="match-bye"> {{ t('tournament.common.bye') }}</span>
      }
    </span>
  `,
  styles: `
    .player {
      font-weight: 600;
      overflow-wrap: anywhere;
    }
    .vs {
      margin: 0 0.15rem;
      color: var(--muted);
    }
    .tag {
      margin-left: 0.35rem;
      padding: 0 0.4rem;
      border: 1px solid var(--border);
      border-radius: 4px;
      font-size: 0.8rem;
      font-weight: 600;
      white-space: nowrap;
    }
    .dark {
      background: var(--text);
      color: var(--surface);
    }
  `,
})
export class MatchPlayers {
  readonly match = input.required<MatchView | ProposedMatch>();
  readonly nameOf = input.required<NameOf>();
}
