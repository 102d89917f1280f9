import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DraftService } from '../draft/draft.service';
import { SealedPoolEntity } from './sealed-pool.entity';

export interface PoolCard {
  instanceId: string;
  cardId: string;
}

/**
 * A player's limited pool, wherever it comes from: opened sealed packs, or the cards drafted.
 * Cards that are not drafted (swu tokens) are left out, as the contract's `pool` does.
 */
@Injectable()
export class PlayerPoolsService {
  constructor(
    private readonly db: DataSource,
    private readonly draft: DraftService,
  ) {}

  async poolOf(eventId: string, playerId: string): Promise<PoolCard[] | null> {
    const sealed = await this.db.getRepository(SealedPoolEntity).findOne({ where: { playerId, eventId } });
    if (!sealed) return this.draft.poolOf(eventId, playerId);
    return sealed.packs.flatMap((pack) =>
      pack.cards.filter((card) => card.drafted).map(({ instanceId, cardId }) => ({ instanceId, cardId })),
    );
  }
}
