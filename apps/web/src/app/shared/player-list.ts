import { ChangeDetectionStrategy, Component, input, output, signal } from '@angular/core';
import type { PublicPlayer } from '@cantina/contract';
import { TranslocoDirective } from '@jsverse/transloco';

/** Players of an event; optionally with a drop button for each active player. */
@Component({
  selector: 'app-player-list',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [TranslocoDirective],
  templateUrl: './player-list.html',
  styleUrl: './player-list.css',
})
export class PlayerList {
  readonly players = input.required<readonly PublicPlayer[]>();
  /** Highlights this player as "you". */
  readonly selfId = input<string | null>(null);
  readonly canDrop = input(false);
  /** Marks who has registered a deck (once the event has started). */
  readonly showDecks = input(false);
  /** Player whose drop is in flight (button disabled). */
  readonly busyId = input<string | null>(null);
  readonly dropPlayer = output<PublicPlayer>();
  /** The player whose drop waits for "Drop" or "Cancel" (a drop never happens on one click, issue 12). */
  protected readonly confirmingId = signal<string | null>(null);

  protected confirmDrop(player: PublicPlayer): void {
    this.confirmingId.set(null);
    this.dropPlayer.emit(player);
  }
}
