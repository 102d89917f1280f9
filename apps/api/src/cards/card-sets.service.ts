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
/** A 400 lists this many problems at most (its `detail` gives the total): a broken file of 250,000 rows stays a small answer. */
const MAX_REPORTED_PROBLEMS = 1_000;

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
        `The card set has ${parsed.problems.length} problem(s)${
          parsed.problems.length > MAX_REPORTED_PROBLEMS ? ` (the first ${MAX_REPORTED_PROBLEMS} are listed)` : ''
        }; nothing was imported.`,
        parsed.problems.slice(0, MAX_REPORTED_PROBLEMS),
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

  /** `GET .../cards`: each card once, with the ids of its other printings (contract rev 2: `aliases: [ids]`). */
  async cardsWithAliases(game: string, code: string): Promise<Card[]> {
    return (await this.cards(game, code)).map((card) => ({ ...card, aliases: card.aliases ?? [] }));
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
    await this.refuseIdsOfOtherSets(manager, set);
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

  /**
   * A card id or alias means one card of a game: none of the set's may be a card id or an alias of a
   * set already imported (the set itself was just deleted, so re-importing it never clashes).
   */
  private async refuseIdsOfOtherSets(manager: EntityManager, set: CardSet): Promise<void> {
    const ids = set.cards.flatMap((card) => [card.id, ...(card.aliases ?? [])]);
    if (ids.length === 0) return;
    const clash = await manager
      .createQueryBuilder(CardEntity, 'card')
      .where('card.game = :game', { game: set.game })
      // One array parameter each, however many ids: PostgreSQL takes at most 65,535 parameters.
      .andWhere(
        `(card.id = ANY(CAST(:ids AS text[])) OR jsonb_exists_any(card.data -> 'aliases', CAST(:ids AS text[])))`,
        {
          ids,
        },
      )
      .getOne();
    if (!clash) return;
    const taken = ids.find((id) => id === clash.id || (clash.data.aliases ?? []).includes(id)) ?? clash.id;
    throw new ProblemException(
      409,
      'conflict',
      `${taken} is already a card id or alias of set ${clash.setCode}; card ids and aliases are unique within a game.`,
    );
  }
}
