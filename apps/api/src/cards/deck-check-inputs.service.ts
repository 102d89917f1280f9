import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  createPrintingIndex,
  type CardCatalog,
  type DeckRuleException,
  type GameId,
  type GameLegality,
  type PrintingIndex,
} from '@cantina/games';
import { CardCatalogsService } from './card-catalogs.service';
import { DeckRulesService } from './deck-rules.service';
import { LegalityService } from './legality.service';

/** What `validateDeck` needs besides the deck: spread it into the call with the day to check. */
export interface DeckCheckInputs {
  catalog: CardCatalog;
  deckRuleExceptions: readonly DeckRuleException[];
  legality: GameLegality;
  printings: PrintingIndex;
}

/**
 * The catalog of a game with the deck rules in force, the legality data and the printing index
 * (built once per catalog version, then reused: a catalog is replaced, never changed).
 */
@Injectable()
export class DeckCheckInputsService {
  private readonly printings = new WeakMap<CardCatalog, PrintingIndex>();

  constructor(
    private readonly db: DataSource,
    private readonly catalogs: CardCatalogsService,
    private readonly rules: DeckRulesService,
    private readonly legality: LegalityService,
  ) {}

  async forGame(game: GameId, manager: EntityManager = this.db.manager): Promise<DeckCheckInputs> {
    const catalog = await this.catalogs.catalog(game, manager);
    let printings = this.printings.get(catalog);
    if (printings === undefined) {
      printings = createPrintingIndex(catalog);
      this.printings.set(catalog, printings);
    }
    return {
      catalog,
      deckRuleExceptions: await this.rules.exceptions(game, manager),
      legality: await this.legality.legality(game, manager),
      printings,
    };
  }
}
