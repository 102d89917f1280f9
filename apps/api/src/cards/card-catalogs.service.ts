import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
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

  async catalog(game: GameId): Promise<CardCatalog> {
    const [{ version }]: { version: string }[] = await this.db.query(
      `SELECT coalesce(max(imported_at)::text, '') || ':' || count(*) AS version FROM card_sets WHERE game = $1`,
      [game],
    );
    const cached = this.cache.get(game);
    if (cached?.version === version) return cached.catalog;
    const rows = await this.db.getRepository(CardEntity).find({ where: { game }, order: { id: 'ASC' } });
    const catalog = createCardCatalog(
      game,
      rows.map((row) => row.data),
    );
    this.cache.set(game, { version, catalog });
    return catalog;
  }
}
