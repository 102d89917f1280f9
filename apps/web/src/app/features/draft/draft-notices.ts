import { ChangeDetectionStrategy, Component, computed, input, output, signal } from '@angular/core';
import type { PlayerView } from '@cantina/contract';
import type { CardCatalog } from '@cantina/games';
import { TranslocoDirective } from '@jsverse/transloco';
import { cardTitle } from '../../shared/deck-builder/card-text';

/** Which automatic pick a notice is about, so that dismissing it hides that one only. */
export function autoPickKey(me: PlayerView): string | null {
  const pick = me.lastAutoPick;
  return pick ? `${pick.packNumber}:${pick.pickNumber}:${pick.instanceId}` : null;
}

/** The card's name as the set knows it, else its id. */
export function autoPickName(me: PlayerView, catalog: CardCatalog | null): string | null {
  const pick = me.lastAutoPick;
  if (!pick) return null;
  const card = catalog?.get(pick.cardId);
  return card ? cardTitle(card) : pick.cardId;
}

/**
 * What the organizer or the clock did to this seat, said on the phone before any pick is refused:
 * the pod is paused; a bot picks for the player (with the button that takes the seat back); the
 * clock ran out and a card was taken for them.
 */
@Component({
  selector: 'app-draft-notices',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective],
  template: `
    <ng-container *transloco="let t">
      @if (me().paused) {
        <p class="notice paused" role="status" data-testid="paused-banner">{{ t('draft.notice.paused') }}</p>
      }
      @if (me().botControlled) {
        <div class="notice bot" role="status" data-testid="bot-banner">
          <p>{{ t('draft.notice.bot') }}</p>
          <button
            type="button"
            class="primary"
            data-testid="take-back"
            [disabled]="takingBack()"
            (click)="takeBack.emit()"
          >
            {{ t('draft.takeBack') }}
          </button>
        </div>
      }
      @if (autoPick(); as pick) {
        <div class="notice auto" role="status" data-testid="auto-pick-banner">
          <p>{{ t('draft.notice.autoPick', { name: pick.name }) }}</p>
          <button type="button" class="secondary" data-testid="auto-pick-dismiss" (click)="dismiss(pick.key)">
            {{ t('draft.notice.dismiss') }}
          </button>
        </div>
      }
    </ng-container>
  `,
  styles: `
    .notice {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 0.5rem 1rem;
      margin: 0 0 0.75rem;
      padding: 0.6rem 0.9rem;
      border-radius: var(--radius);
      background: var(--warn-bg);
      color: var(--warn-text);
      font-weight: 600;
    }
    .notice p {
      flex: 1 1 12rem;
      margin: 0;
      overflow-wrap: break-word;
      hyphens: auto;
    }
    .bot {
      background: var(--danger-bg);
      color: var(--danger-text);
    }
    .auto {
      background: var(--chip-bg);
      color: inherit;
    }
    button {
      min-height: 48px;
    }
  `,
})
export class DraftNotices {
  readonly me = input.required<PlayerView>();
  readonly catalog = input<CardCatalog | null>(null);
  readonly takingBack = input(false);
  readonly takeBack = output<void>();

  private readonly dismissed = signal<string | null>(null);
  protected readonly autoPick = computed(() => {
    const me = this.me();
    const key = autoPickKey(me);
    if (key === null || key === this.dismissed()) return null;
    return { key, name: autoPickName(me, this.catalog()) };
  });

  protected dismiss(key: string): void {
    this.dismissed.set(key);
  }
}
