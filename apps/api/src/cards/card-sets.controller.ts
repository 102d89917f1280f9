import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { deckRulesApplier, findGame, type Card, type GameId } from '@cantina/games';
import { RequireAdmin } from '../admin/require-admin';
import { BearerToken } from '../common/bearer-token.decorator';
import { IdParamPipe } from '../common/id-param.pipe';
import { ProblemException } from '../common/problem.exception';
import { CardSetsService, type CardSetFormat, type CardSetSummary, type ImportedSet } from './card-sets.service';
import { DeckRulesService } from './deck-rules.service';

const FORMATS: CardSetFormat[] = ['cantina', 'swudb'];

function gameOrThrow(game: string): GameId {
  const found = findGame(game);
  if (!found) throw new ProblemException(400, 'unknown-game', `There is no game "${game}".`);
  return found.id;
}

@ApiTags('card sets')
@Controller('v1/card-sets')
export class CardSetsController {
  constructor(
    private readonly sets: CardSetsService,
    private readonly requireAdmin: RequireAdmin,
    private readonly deckRules: DeckRulesService,
  ) {}

  @Post()
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Import a card set (admin token). Re-importing a set code replaces it; a bad file changes nothing.',
  })
  @ApiQuery({ name: 'format', enum: FORMATS, required: false })
  @ApiBody({ description: 'A set in the Cantina format, or the swu-db API JSON for one set (`format=swudb`).' })
  @ApiCreatedResponse({ schema: { example: { game: 'swu', code: 'SOR', cards: 252 } } })
  async import(
    @Body() body: unknown,
    @Query('format') format: string | undefined,
    @BearerToken() token?: string,
  ): Promise<ImportedSet> {
    await this.requireAdmin.check(token);
    const chosen = (format ?? 'cantina') as CardSetFormat;
    if (!FORMATS.includes(chosen)) {
      throw new ProblemException(400, 'validation-failed', 'format must be cantina or swudb.', [
        { path: 'format', code: 'isIn', message: 'format must be cantina or swudb' },
      ]);
    }
    return this.sets.import(body, chosen);
  }

  @Get()
  @ApiOperation({ summary: 'The imported card sets, optionally of one game.' })
  @ApiQuery({ name: 'game', required: false })
  @ApiOkResponse({
    schema: { example: [{ game: 'swu', code: 'CDA', name: 'Cantina Demo: …', cards: 252, demo: true }] },
  })
  list(@Query('game') game?: string): Promise<CardSetSummary[]> {
    return this.sets.list(game === undefined ? undefined : gameOrThrow(game));
  }

  @Get(':game/:code/cards')
  @ApiOperation({
    summary:
      'Every card of a set, in collector-number order, each once with `aliases`: the ids of its other printings, ' +
      'and `deckRules` where a card-specific deck rule in force names it.',
  })
  async cards(@Param('game', IdParamPipe) game: string, @Param('code', IdParamPipe) code: string): Promise<Card[]> {
    const cards = await this.sets.cardsWithAliases(game, code);
    const found = findGame(game);
    if (!found) return cards;
    // Contract rev 2: the deck rules Cantina keeps as data reach every set that lacks them.
    return cards.map(deckRulesApplier(await this.deckRules.exceptions(found.id)));
  }
}
