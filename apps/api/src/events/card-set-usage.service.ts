import { Injectable } from '@nestjs/common';
import { Not, type EntityManager } from 'typeorm';
import type { GameId } from '@cantina/games';
import { EventEntity } from './entities/event.entity';

/** Which events play with a card set (for the cards feature: a set in use may not be removed). */
@Injectable()
export class CardSetUsageService {
  /** Events of the game that name the set and have not finished; at most `limit` of them. */
  async unfinishedEventsUsing(
    manager: EntityManager,
    game: GameId,
    code: string,
    limit = 10,
  ): Promise<{ id: string; name: string }[]> {
    const events = await manager.find(EventEntity, {
      select: { id: true, name: true },
      where: { game, setCode: code, status: Not('finished') },
      order: { createdAt: 'ASC' },
      take: limit,
    });
    return events.map(({ id, name }) => ({ id, name }));
  }
}
