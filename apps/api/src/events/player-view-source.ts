import { Injectable } from '@nestjs/common';
import type { PlayerView } from '@cantina/contract';

type ViewOf = (eventId: string, playerId: string) => Promise<PlayerView | null>;

/**
 * Where the socket gateway gets a player's `me` view on connect. The limited-play module (which
 * depends on events) plugs its reader in at start-up, so events need not depend on it.
 */
@Injectable()
export class PlayerViewSource {
  private reader: ViewOf = async () => null;

  use(reader: ViewOf): void {
    this.reader = reader;
  }

  viewOf(eventId: string, playerId: string): Promise<PlayerView | null> {
    return this.reader(eventId, playerId);
  }
}
