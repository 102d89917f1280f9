import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  parseDeckRuleExceptions,
  shippedDeckRuleExceptions,
  type DeckRuleException,
  type GameId,
} from '@cantina/games';
import { ProblemException } from '../common/problem.exception';
import { CardRulesEntity } from './entities/card-rules.entity';

const KIND = 'deck-rules';

/** `GET/PUT /api/v1/card-rules/{game}/deck-rules`: the exceptions in force and whose they are. */
export interface DeckRulesView {
  game: GameId;
  exceptions: DeckRuleException[];
  /** True while the game uses the exceptions Cantina ships (no admin edit, or reset). */
  shipped: boolean;
  updatedAt: string | null;
}

/**
 * Card-specific deck rules per game (issue 11 item 6): Cantina's shipped list until an admin
 * replaces it; the replacement is kept in `card_rules` and read by every node.
 */
@Injectable()
export class DeckRulesService {
  private readonly logger = new Logger('DeckRules');

  constructor(private readonly db: DataSource) {}

  async exceptions(game: GameId, manager: EntityManager = this.db.manager): Promise<readonly DeckRuleException[]> {
    return (await this.view(game, manager)).exceptions;
  }

  async view(game: GameId, manager: EntityManager = this.db.manager): Promise<DeckRulesView> {
    const row = await manager.findOne(CardRulesEntity, { where: { game, kind: KIND } });
    if (row === null) return { game, exceptions: [...shippedDeckRuleExceptions(game)], shipped: true, updatedAt: null };
    return {
      game,
      exceptions: row.data as DeckRuleException[],
      shipped: false,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Checks the whole list (bounded before any work), then replaces the game's list. */
  async replace(game: GameId, body: unknown): Promise<DeckRulesView> {
    const input =
      typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const parsed = parseDeckRuleExceptions(input['exceptions']);
    if (!parsed.ok) {
      throw new ProblemException(
        400,
        'validation-failed',
        `The deck rules have ${parsed.problems.length} problem(s); nothing was changed.`,
        parsed.problems.map((p) => ({ ...p, path: `exceptions${p.path === '' ? '' : p.path}` })),
      );
    }
    await this.db.query(
      `INSERT INTO card_rules (game, kind, data, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (game, kind) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
      [game, KIND, JSON.stringify(parsed.exceptions)],
    );
    this.logger.log({ game, exceptions: parsed.exceptions.length }, 'deck rules replaced');
    return this.view(game);
  }

  /** Back to the list Cantina ships. */
  async reset(game: GameId): Promise<DeckRulesView> {
    await this.db.getRepository(CardRulesEntity).delete({ game, kind: KIND });
    this.logger.log({ game }, 'deck rules reset to the shipped list');
    return this.view(game);
  }
}
