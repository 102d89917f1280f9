import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PlayerView, SocketIdentity } from '@cantina/contract';
import { RowIdParamPipe } from '../common/id-param.pipe';
import { Authorize } from '../events/identity/access';
import { Identity } from '../events/identity/identity.decorator';
import { LimitedService } from './limited.service';

@ApiTags('limited play')
@Controller('v1/events/:id')
export class LimitedController {
  constructor(private readonly limited: LimitedService) {}

  @Post('start')
  @HttpCode(200)
  @Authorize('organizer')
  @ApiOperation({ summary: 'Start the event (organizer): opens every player’s sealed packs.' })
  @ApiOkResponse({ schema: { example: { status: 'deckbuilding' } } })
  start(@Param('id', RowIdParamPipe) id: string): Promise<{ status: string }> {
    return this.limited.start(id);
  }

  @Get('me')
  @Authorize('member')
  @ApiOperation({ summary: 'The player’s private view: pack, queue, pool (player token).' })
  me(@Param('id', RowIdParamPipe) id: string, @Identity() identity: SocketIdentity): Promise<PlayerView> {
    return this.limited.me(id, identity);
  }

  @Get('players/:playerId/pool')
  @Authorize('member')
  @ApiOperation({ summary: 'A player’s pool (organizer, or that player). Cantina addition.' })
  pool(
    @Param('id', RowIdParamPipe) id: string,
    @Param('playerId', RowIdParamPipe) playerId: string,
    @Identity() identity: SocketIdentity,
  ): Promise<PlayerView> {
    return this.limited.poolOf(id, playerId, identity);
  }
}
