import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PlayerEntity } from './entities/player.entity';

/** Writes other features make to a player, inside their event write (players are this feature's). */
@Injectable()
export class PlayersService {
  /** The decks feature registered a valid deck for the player (shown in the event view). */
  async markDeckRegistered(manager: EntityManager, playerId: string): Promise<void> {
    await manager.update(PlayerEntity, { id: playerId }, { deckRegistered: true });
  }

  /** The tournament feature reinstated a dropped player (issue 12: undo of a drop). */
  async reinstate(manager: EntityManager, playerId: string): Promise<void> {
    await manager.update(PlayerEntity, { id: playerId }, { dropped: false, droppedAfterRound: null });
  }
}
