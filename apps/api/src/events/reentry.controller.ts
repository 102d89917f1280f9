import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { EventAccess, ReenteredPlayer, ReentryCredential, SocketIdentity } from '@cantina/contract';
import { RowIdParamPipe } from '../common/id-param.pipe';
import { EventAccessDto, ReentryCredentialDto, ReentryRequestDto } from './dto/reentry.dto';
import { JoinedPlayerDto } from './dto/event-views.dto';
import { Authorize } from './identity/access';
import { Identity } from './identity/identity.decorator';
import { ReentryAttemptsGuard } from './reentry-attempts.guard';
import { ReentryService } from './reentry.service';
import { TokenAccessService } from './token-access.service';

const TOO_MANY = { description: 'rate-limited: too many re-entry attempts from this address.' };

/** Issue 12 "Access that survives devices" (Cantina additions): re-entry codes and who a token is. */
@ApiTags('events')
@Controller('v1')
export class ReentryController {
  constructor(
    private readonly reentry: ReentryService,
    private readonly access: TokenAccessService,
  ) {}

  @Post('events/:id/players/:playerId/reentry')
  @Authorize('member')
  @ApiOperation({
    summary:
      'Issue a one-time re-entry code for a player (organizer, or that player); it replaces their previous code.',
  })
  @ApiCreatedResponse({ type: ReentryCredentialDto })
  issue(
    @Param('id', RowIdParamPipe) id: string,
    @Param('playerId', RowIdParamPipe) playerId: string,
    @Identity() identity: SocketIdentity,
  ): Promise<ReentryCredential> {
    return this.reentry.issue(id, playerId, identity);
  }

  @Post('reentry')
  @HttpCode(200)
  @UseGuards(ReentryAttemptsGuard)
  @ApiOperation({
    summary:
      'Trade a re-entry code for a fresh player token (no token needed); the previous token and the code stop working.',
  })
  @ApiOkResponse({ type: JoinedPlayerDto })
  @ApiTooManyRequestsResponse(TOO_MANY)
  exchange(@Body() dto: ReentryRequestDto): Promise<ReenteredPlayer> {
    return this.reentry.exchange(dto.code);
  }

  @Post('events/:id/reentry')
  @HttpCode(200)
  @Authorize('optional')
  @UseGuards(ReentryAttemptsGuard)
  @ApiOperation({ summary: 'As POST /reentry, for a code of this event only (404 for an unknown event).' })
  @ApiOkResponse({ type: JoinedPlayerDto })
  @ApiTooManyRequestsResponse(TOO_MANY)
  exchangeInEvent(@Param('id', RowIdParamPipe) id: string, @Body() dto: ReentryRequestDto): Promise<ReenteredPlayer> {
    return this.reentry.exchange(dto.code, id);
  }

  @Get('events/:id/access')
  @Authorize('member')
  @ApiOperation({
    summary: "Whom the token speaks for in the event, with the event's summary (401 once the token was replaced).",
  })
  @ApiOkResponse({ type: EventAccessDto })
  describe(@Param('id', RowIdParamPipe) id: string, @Identity() identity: SocketIdentity): Promise<EventAccess> {
    return this.access.describe(id, identity);
  }
}
