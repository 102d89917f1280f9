import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SealedPoolEntity } from './sealed-pool.entity';

export interface PoolCard {
  instanceId: string;
  cardId: string;
}

/**
 * A player's limited pool, wherever it comes from (opened sealed packs now; draft picks later).
 * Cards that are not drafted (swu tokens) are left out, as the contract's `pool` does.
 */
@Injectable()
export class PlayerPoolsService {
  constructor(private readonly db: DataSource) {}

  async poolOf(playerId: string): Promise<PoolCard[] | null> {
    const sealed = await this.db.getRepository(SealedPoolEntity).findOne({ where: { playerId } });
    if (!sealed) return null;
    return sealed.packs.flatMap((pack) =>
      pack.cards.filter((card) => card.drafted).map(({ instanceId, cardId }) => ({ instanceId, cardId })),
    );
  }
}
