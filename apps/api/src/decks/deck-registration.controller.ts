import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SocketIdentity } from '@cantina/contract';
import type { DeckSubmission } from '@cantina/games';
import { RowIdParamPipe } from '../common/id-param.pipe';
import { Authorize } from '../events/identity/access';
import { Identity } from '../events/identity/identity.decorator';
import { DeckRegistrationService } from './deck-registration.service';

@ApiTags('decks')
@Controller('v1/events/:id/players/:playerId/deck')
export class DeckRegistrationController {
  constructor(private readonly decks: DeckRegistrationService) {}

  @Put()
  @Authorize('member')
  @ApiOperation({
    summary: 'Register a deck (that player, or the organizer). Limited decks are checked against the player’s pool.',
    description: '200 `{ "valid": true }`; 422 problem+json listing the broken rules; 409 once round 1 is paired.',
  })
  @ApiBody({ description: 'The swudb deck JSON (contract "Decks").' })
  @ApiOkResponse({ schema: { example: { valid: true } } })
  register(
    @Param('id', RowIdParamPipe) id: string,
    @Param('playerId', RowIdParamPipe) playerId: string,
    @Body() body: unknown,
    @Identity() identity: SocketIdentity,
  ): Promise<{ valid: true }> {
    return this.decks.register(id, playerId, body, identity);
  }

  @Get()
  @Authorize('member')
  @ApiOperation({ summary: 'The registered deck (that player, or the organizer). Cantina addition.' })
  registered(
    @Param('id', RowIdParamPipe) id: string,
    @Param('playerId', RowIdParamPipe) playerId: string,
    @Identity() identity: SocketIdentity,
  ): Promise<DeckSubmission> {
    return this.decks.registered(id, playerId, identity);
  }
}
