import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PlayerView } from '@cantina/contract';
import { BearerToken } from '../common/bearer-token.decorator';
import { RowIdParamPipe } from '../common/id-param.pipe';
import { LimitedService } from './limited.service';

@ApiTags('limited play')
@Controller('v1/events/:id')
export class LimitedController {
  constructor(private readonly limited: LimitedService) {}

  @Post('start')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Start the event (organizer): opens every player’s sealed packs.' })
  @ApiOkResponse({ schema: { example: { status: 'deckbuilding' } } })
  start(@Param('id', RowIdParamPipe) id: string, @BearerToken() token?: string): Promise<{ status: string }> {
    return this.limited.start(id, token);
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The player’s private view: pack, queue, pool (player token).' })
  me(@Param('id', RowIdParamPipe) id: string, @BearerToken() token?: string): Promise<PlayerView> {
    return this.limited.me(id, token);
  }

  @Get('players/:playerId/pool')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'A player’s pool (organizer, or that player). Cantina addition.' })
  pool(
    @Param('id', RowIdParamPipe) id: string,
    @Param('playerId', RowIdParamPipe) playerId: string,
    @BearerToken() token?: string,
  ): Promise<PlayerView> {
    return this.limited.poolOf(id, playerId, token);
  }
}
