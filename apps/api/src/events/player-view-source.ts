import { Injectable } from '@nestjs/common';
import type { PickCommand, PlayerView } from '@cantina/contract';

type ViewOf = (eventId: string, playerId: string) => Promise<PlayerView | null>;
type Pick = (eventId: string, playerId: string, command: PickCommand) => Promise<PlayerView>;

/**
 * What the socket gateway needs from limited play: a player's `me` view on connect and the `pick`
 * command. The sealed and draft modules (which depend on events) plug in at start-up, so the events
 * module need not depend on them.
 */
@Injectable()
export class PlayerViewSource {
  private readonly readers: ViewOf[] = [];
  private picker: Pick | null = null;

  addReader(reader: ViewOf): void {
    this.readers.push(reader);
  }

  usePicker(picker: Pick): void {
    this.picker = picker;
  }

  async viewOf(eventId: string, playerId: string): Promise<PlayerView | null> {
    for (const read of this.readers) {
      const view = await read(eventId, playerId);
      if (view) return view;
    }
    return null;
  }

  pick(eventId: string, playerId: string, command: PickCommand): Promise<PlayerView> {
    if (!this.picker) throw new Error('no draft module');
    return this.picker(eventId, playerId, command);
  }
}
