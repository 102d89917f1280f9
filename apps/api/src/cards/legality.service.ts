import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { parseGameLegality, shippedLegality, type GameId, type GameLegality } from '@cantina/games';
import { ProblemException } from '../common/problem.exception';
import { CardRulesEntity } from './entities/card-rules.entity';

const KIND = 'legality';

/** `GET/PUT /api/v1/card-rules/{game}/legality`: the legality data in force and whose it is. */
export interface LegalityView extends GameLegality {
  /** True while the game uses the data Cantina ships (no admin edit, or reset). */
  shipped: boolean;
  updatedAt: string | null;
}

/**
 * Legality per game (contract rev 2: "data that Cantina ships and an admin can update"): rotations,
 * products legal in some formats only, suspensions; the admin's replacement is kept in `card_rules`.
 */
@Injectable()
export class LegalityService {
  private readonly logger = new Logger('Legality');

  constructor(private readonly db: DataSource) {}

  async legality(game: GameId, manager: EntityManager = this.db.manager): Promise<GameLegality> {
    const { rotations, products, suspensions } = await this.view(game, manager);
    return { game, rotations, products, suspensions };
  }

  async view(game: GameId, manager: EntityManager = this.db.manager): Promise<LegalityView> {
    const row = await manager.findOne(CardRulesEntity, { where: { game, kind: KIND } });
    if (row === null) return { ...shippedLegality(game), shipped: true, updatedAt: null };
    return { ...(row.data as GameLegality), game, shipped: false, updatedAt: row.updatedAt.toISOString() };
  }

  /** Checks the whole document (bounded before any work), then replaces the game's data. */
  async replace(game: GameId, body: unknown): Promise<LegalityView> {
    const parsed = parseGameLegality(game, body);
    if (!parsed.ok) {
      throw new ProblemException(
        400,
        'validation-failed',
        `The legality data has ${parsed.problems.length} problem(s); nothing was changed.`,
        parsed.problems,
      );
    }
    await this.db.query(
      `INSERT INTO card_rules (game, kind, data, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (game, kind) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
      [game, KIND, JSON.stringify(parsed.legality)],
    );
    this.logger.log({ game }, 'legality data replaced');
    return this.view(game);
  }

  /** Back to the data Cantina ships. */
  async reset(game: GameId): Promise<LegalityView> {
    await this.db.getRepository(CardRulesEntity).delete({ game, kind: KIND });
    this.logger.log({ game }, 'legality data reset to the shipped data');
    return this.view(game);
  }
}
