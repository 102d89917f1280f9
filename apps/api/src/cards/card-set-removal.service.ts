import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findGame } from '@cantina/games';
import { notFound, ProblemException } from '../common/problem.exception';
import { CardSetUsageService } from '../events/card-set-usage.service';
import type { CardSetSummary } from './card-sets.service';
import { CardSetEntity } from './entities/card-set.entity';

/**
 * Removing an imported card set (admin, issue 12). A set an unfinished event plays with stays (409
 * card-set-in-use): its packs, pools and decks name its cards. The cards go with the set (ON DELETE CASCADE).
 */
@Injectable()
export class CardSetRemovalService {
  private readonly logger = new Logger('CardSets');

  constructor(
    private readonly db: DataSource,
    private readonly usage: CardSetUsageService,
  ) {}

  async remove(game: string, code: string): Promise<CardSetSummary> {
    const found = findGame(game);
    if (!found) throw notFound(`The card set ${game}/${code}`);
    return this.db.transaction(async (manager) => {
      const set = await manager.findOne(CardSetEntity, {
        where: { game: found.id, code },
        lock: { mode: 'pessimistic_write' },
      });
      if (!set) throw notFound(`The card set ${found.id}/${code}`);
      const events = await this.usage.unfinishedEventsUsing(manager, found.id, code);
      if (events.length > 0) {
        throw new ProblemException(
          409,
          'card-set-in-use',
          `${found.id}/${code} is the set of ${events.length === 10 ? 'at least 10' : events.length} event(s) that ` +
            `have not finished (${events.map((e) => e.name).join(', ')}); remove it once they are over.`,
          events.map((e) => ({ path: `events.${e.id}`, code: 'card-set-in-use', message: e.name })),
        );
      }
      await manager.delete(CardSetEntity, { game: found.id, code });
      this.logger.log({ game: found.id, code, cards: set.cardCount }, 'card set removed');
      return { game: found.id, code, name: set.name, cards: set.cardCount, demo: set.demo };
    });
  }
}
