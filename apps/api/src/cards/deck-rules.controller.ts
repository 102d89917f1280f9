import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { findGame, type GameId } from '@cantina/games';
import { RequireAdmin } from '../admin/require-admin';
import { BearerToken } from '../common/bearer-token.decorator';
import { IdParamPipe } from '../common/id-param.pipe';
import { ProblemException } from '../common/problem.exception';
import { DeckRulesService, type DeckRulesView } from './deck-rules.service';
import { LegalityService, type LegalityView } from './legality.service';

const EXAMPLE = {
  game: 'swu',
  exceptions: [{ name: 'Swarming Vulture Droid', maxCopies: 15 }],
  shipped: true,
  updatedAt: null,
};

function gameOrThrow(game: string): GameId {
  const found = findGame(game);
  if (!found) throw new ProblemException(404, 'not-found', `There is no game "${game}".`);
  return found.id;
}

/**
 * Card-specific deck rules (Cantina addition, issue 11 item 6): the copy-limit exceptions keyed by
 * name and subtitle that every deck check applies over the imported sets; the admin edits them.
 */
@ApiTags('card sets')
@Controller('v1/card-rules/:game')
export class DeckRulesController {
  constructor(
    private readonly rules: DeckRulesService,
    private readonly legalityData: LegalityService,
    private readonly requireAdmin: RequireAdmin,
  ) {}

  @Get('deck-rules')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The card-specific deck rules in force for a game (admin token).' })
  @ApiOkResponse({ schema: { example: EXAMPLE } })
  async deckRules(@Param('game', IdParamPipe) game: string, @BearerToken() token?: string): Promise<DeckRulesView> {
    await this.requireAdmin.check(token);
    return this.rules.view(gameOrThrow(game));
  }

  @Put('deck-rules')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Replace the card-specific deck rules of a game (admin token); a bad list changes nothing.',
    description:
      'Body `{ "exceptions": [{ "name", "subtitle"?, "maxCopies"?: 0-99 | null, "minDeckSize"?: 1-200, "source"? }] }`, ' +
      'at most 500 entries, each card once. Matched by name and subtitle in every imported set.',
  })
  @ApiBody({ schema: { example: { exceptions: EXAMPLE.exceptions } } })
  @ApiOkResponse({ schema: { example: { ...EXAMPLE, shipped: false, updatedAt: '2026-11-25T20:00:00.000Z' } } })
  async replace(
    @Param('game', IdParamPipe) game: string,
    @Body() body: unknown,
    @BearerToken() token?: string,
  ): Promise<DeckRulesView> {
    await this.requireAdmin.check(token);
    return this.rules.replace(gameOrThrow(game), body);
  }

  @Delete('deck-rules')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Go back to the deck rules Cantina ships (admin token).' })
  @ApiOkResponse({ schema: { example: EXAMPLE } })
  async reset(@Param('game', IdParamPipe) game: string, @BearerToken() token?: string): Promise<DeckRulesView> {
    await this.requireAdmin.check(token);
    return this.rules.reset(gameOrThrow(game));
  }

  @Get('legality')
  @ApiOperation({
    summary:
      'Legality data of a game in force: rotations, products legal in some formats only, suspended cards (dated).',
  })
  legality(@Param('game', IdParamPipe) game: string): Promise<LegalityView> {
    return this.legalityData.view(gameOrThrow(game));
  }

  @Put('legality')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Replace the legality data of a game (admin token); a bad document changes nothing.',
    description:
      'Body `{ "rotations": [{ "sets", "formats", "from" }], "products": [{ "set", "formats" }], ' +
      '"suspensions": [{ "formats", "name", "subtitle"?, "card"?, "from", "until"? }] }`; days YYYY-MM-DD, ' +
      'formats among the game’s constructed formats; at most 100 rotations, 100 products, 1,000 suspensions.',
  })
  async replaceLegality(
    @Param('game', IdParamPipe) game: string,
    @Body() body: unknown,
    @BearerToken() token?: string,
  ): Promise<LegalityView> {
    await this.requireAdmin.check(token);
    return this.legalityData.replace(gameOrThrow(game), body);
  }

  @Delete('legality')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Go back to the legality data Cantina ships (admin token).' })
  async resetLegality(@Param('game', IdParamPipe) game: string, @BearerToken() token?: string): Promise<LegalityView> {
    await this.requireAdmin.check(token);
    return this.legalityData.reset(gameOrThrow(game));
  }
}
