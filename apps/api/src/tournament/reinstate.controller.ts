import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PublicPlayer } from '@cantina/contract';
import { RowIdParamPipe } from '../common/id-param.pipe';
import { PublicPlayerDto } from '../events/dto/event-views.dto';
import { Authorize } from '../events/identity/access';
import { ReinstateService } from './reinstate.service';

/** Cantina addition (issue 12): the organizer takes back a drop. */
@ApiTags('events')
@Controller('v1/events/:id/players/:playerId')
export class ReinstateController {
  constructor(private readonly service: ReinstateService) {}

  @Post('reinstate')
  @HttpCode(200)
  @Authorize('organizer')
  @ApiOperation({
    summary:
      'Undo a drop (organizer): paired again from the next round; Swiss rounds paired while out count as ' +
      'assigned losses. 409 cannot-reinstate in the top cut or after the end; reinstating a player who is in changes nothing.',
  })
  @ApiOkResponse({ type: PublicPlayerDto })
  reinstate(
    @Param('id', RowIdParamPipe) id: string,
    @Param('playerId', RowIdParamPipe) playerId: string,
  ): Promise<PublicPlayer> {
    return this.service.reinstate(id, playerId);
  }
}
