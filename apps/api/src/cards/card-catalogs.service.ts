import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { createCardCatalog, type CardCatalog, type GameId } from '@cantina/games';
import { CardEntity } from './entities/card.entity';

interface CachedCatalog {
  version: string;
  catalog: CardCatalog;
}

/**
 * Every imported card of a game as a domain CardCatalog. Cached per node and re-read when the
 * game's sets change (a cheap version query), so imports on any node are seen everywhere.
 */
@Injectable()
export class CardCatalogsService {
  private readonly cache = new Map<GameId, CachedCatalog>();

  constructor(private readonly db: DataSource) {}

  /**
   * Inside a transaction pass its `manager`: a request holding a pooled connection must never wait for
   * a second one (issue 9 item 11), or a burst of such requests exhausts the pool and waits on itself.
   */
  async catalog(game: GameId, manager: EntityManager = this.db.manager): Promise<CardCatalog> {
    const [{ version }]: { version: string }[] = await manager.query(
      `SELECT coalesce(max(imported_at)::text, '') || ':' || count(*) AS version FROM card_sets WHERE game = $1`,
      [game],
    );
    const cached = this.cache.get(game);
    if (cached?.version === version) return cached.catalog;
    const rows = await manager.find(CardEntity, { where: { game }, order: { id: 'ASC' } });
    const catalog = createCardCatalog(
      game,
      rows.map((row) => row.data),
    );
    this.cache.set(game, { version, catalog });
    return catalog;
  }
}
