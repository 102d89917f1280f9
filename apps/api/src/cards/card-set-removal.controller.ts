import { Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireAdmin } from '../admin/require-admin';
import { BearerToken } from '../common/bearer-token.decorator';
import { IdParamPipe } from '../common/id-param.pipe';
import { CardSetRemovalService } from './card-set-removal.service';
import type { CardSetSummary } from './card-sets.service';

/** Cantina addition (issue 12): the admin removes an imported card set. */
@ApiTags('card sets')
@Controller('v1/card-sets')
export class CardSetRemovalController {
  constructor(
    private readonly removal: CardSetRemovalService,
    private readonly requireAdmin: RequireAdmin,
  ) {}

  @Delete(':game/:code')
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Remove a card set and its cards (admin token): 401 without a token, 403 for a non-admin token, 404 for an ' +
      'unknown set, 409 card-set-in-use while an event that has not finished plays with it.',
  })
  @ApiOkResponse({ schema: { example: { game: 'swu', code: 'SOR', name: 'Spark of Rebellion', cards: 252 } } })
  async remove(
    @Param('game', IdParamPipe) game: string,
    @Param('code', IdParamPipe) code: string,
    @BearerToken() token?: string,
  ): Promise<CardSetSummary> {
    await this.requireAdmin.check(token);
    return this.removal.remove(game, code);
  }
}
