import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { findGame, parseCardSet, parseSwudbSet, type Card, type CardSet, type GameId } from '@cantina/games';
import { notFound, ProblemException } from '../common/problem.exception';
import { CardEntity } from './entities/card.entity';
import { CardSetEntity } from './entities/card-set.entity';

export type CardSetFormat = 'cantina' | 'swudb';

export interface ImportedSet {
  game: GameId;
  code: string;
  cards: number;
}

export interface CardSetSummary extends ImportedSet {
  name: string;
  demo: boolean;
}

const INSERT_CHUNK = 500;

@Injectable()
export class CardSetsService {
  private readonly logger = new Logger('CardSets');

  constructor(private readonly db: DataSource) {}

  /** Checks the whole file first and reports every bad row; then replaces the set in one transaction. */
  async import(input: unknown, format: CardSetFormat, demo = false): Promise<ImportedSet> {
    return this.db.transaction((manager) => this.importWith(manager, input, format, demo));
  }

  /** The same, inside the caller's transaction. */
  async importWith(manager: EntityManager, input: unknown, format: CardSetFormat, demo: boolean): Promise<ImportedSet> {
    const parsed = format === 'swudb' ? parseSwudbSet(input) : parseCardSet(input);
    if (!parsed.ok) {
      throw new ProblemException(
        400,
        'invalid-card-set',
        `The card set has ${parsed.problems.length} problem(s); nothing was imported.`,
        parsed.problems,
      );
    }
    const set = parsed.set;
    await this.replaceSet(manager, set, demo);
    this.logger.log({ game: set.game, code: set.code, cards: set.cards.length, demo }, 'card set imported');
    return { game: set.game, code: set.code, cards: set.cards.length };
  }

  async list(game?: GameId): Promise<CardSetSummary[]> {
    const sets = await this.db.getRepository(CardSetEntity).find({
      where: game ? { game } : {},
      order: { game: 'ASC', code: 'ASC' },
    });
    return sets.map((s) => ({ game: s.game, code: s.code, name: s.name, cards: s.cardCount, demo: s.demo }));
  }

  async cards(game: string, code: string): Promise<Card[]> {
    const set = findGame(game)
      ? await this.db.getRepository(CardSetEntity).findOne({ where: { game: game as GameId, code } })
      : null;
    if (!set) throw notFound(`The card set ${game}/${code}`);
    const rows = await this.db
      .getRepository(CardEntity)
      .find({ where: { game: set.game, setCode: code }, order: { number: 'ASC', id: 'ASC' } });
    return rows.map((row) => row.data);
  }

  /** The whole set (cards and booster template) for the pack generator; null when not imported. */
  async loadSet(game: GameId, code: string): Promise<CardSet | null> {
    const set = await this.db.getRepository(CardSetEntity).findOne({ where: { game, code } });
    if (!set) return null;
    const cards = await this.cards(game, code);
    return { game, code, name: set.name, cards, booster: (set.booster as CardSet['booster']) ?? null };
  }

  /** The demo set bundled for a game: the set limited events use when they name none. */
  async demoSetCode(game: GameId): Promise<string | null> {
    const set = await this.db
      .getRepository(CardSetEntity)
      .findOne({ where: { game, demo: true }, order: { code: 'ASC' } });
    return set?.code ?? null;
  }

  private async replaceSet(manager: EntityManager, set: CardSet, demo: boolean): Promise<void> {
    await manager.delete(CardSetEntity, { game: set.game, code: set.code });
    const clash =
      set.cards.length === 0
        ? null
        : await manager
            .createQueryBuilder(CardEntity, 'card')
            .where('card.game = :game AND card.id IN (:...ids)', { game: set.game, ids: set.cards.map((c) => c.id) })
            .getOne();
    if (clash) {
      throw new ProblemException(
        409,
        'conflict',
        `Card ${clash.id} already belongs to set ${clash.setCode}; card ids are unique within a game.`,
      );
    }
    await manager.insert(CardSetEntity, {
      game: set.game,
      code: set.code,
      name: set.name,
      booster: set.booster,
      cardCount: set.cards.length,
      demo,
      importedAt: new Date(),
    });
    for (let i = 0; i < set.cards.length; i += INSERT_CHUNK) {
      await manager.insert(
        CardEntity,
        set.cards.slice(i, i + INSERT_CHUNK).map((card) => ({
          game: set.game,
          id: card.id,
          setCode: set.code,
          number: card.number,
          data: card,
        })),
      );
    }
  }
}
