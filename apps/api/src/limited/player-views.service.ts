import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PlayerView } from '@cantina/contract';
import { DraftService } from '../draft/draft.service';
import { sealedPlayerView } from './player-view';
import { SealedPoolEntity } from './sealed-pool.entity';

/**
 * A player's limited view and pool, wherever they come from: opened sealed packs, or the draft.
 * Cards that are not drafted (swu tokens) are left out of the pool, as the contract's `pool` does.
 */
@Injectable()
export class PlayerViewsService {
  constructor(
    private readonly db: DataSource,
    private readonly draft: DraftService,
  ) {}

  async viewOf(eventId: string, playerId: string): Promise<PlayerView | null> {
    const sealed = await this.sealedPool(eventId, playerId);
    return sealed ? sealedPlayerView(sealed.packs) : this.draft.viewOf(eventId, playerId);
  }

  async poolOf(eventId: string, playerId: string): Promise<{ instanceId: string; cardId: string }[] | null> {
    const sealed = await this.sealedPool(eventId, playerId);
    if (!sealed) return this.draft.poolOf(eventId, playerId);
    return sealed.packs.flatMap((pack) =>
      pack.cards.filter((card) => card.drafted).map(({ instanceId, cardId }) => ({ instanceId, cardId })),
    );
  }

  private sealedPool(eventId: string, playerId: string): Promise<SealedPoolEntity | null> {
    return this.db.getRepository(SealedPoolEntity).findOne({ where: { playerId, eventId } });
  }
}
