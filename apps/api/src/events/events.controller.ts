import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  type ApiHeaderOptions,
} from '@nestjs/swagger';
import type {
  CreatedEvent,
  EventLookup,
  JoinedPlayer,
  OrganizerEventView,
  PublicEventView,
  PublicPlayer,
  SocketIdentity,
} from '@cantina/contract';
import { BearerToken } from '../common/bearer-token.decorator';
import { hashToken } from '../common/tokens';
import { IdParamPipe, RowIdParamPipe } from '../common/id-param.pipe';
import { CreateEventDto } from './dto/create-event.dto';
import {
  CreatedEventDto,
  EventLookupDto,
  JoinedPlayerDto,
  PublicEventDto,
  PublicPlayerDto,
} from './dto/event-views.dto';
import { JoinEventDto } from './dto/join-event.dto';
import { CountPerJoinCode } from '../throttling/count-per-join-code.decorator';
import { IdempotencyKey } from './idempotency-key.decorator';
import { EventsService } from './events.service';
import { Authorize } from './identity/access';
import { Identity } from './identity/identity.decorator';

const IDEMPOTENCY_KEY_HEADER: ApiHeaderOptions = {
  name: 'Idempotency-Key',
  required: false,
  description:
    'A unique value (e.g. a UUID) per intended request: a retry with the same key gets the first answer ' +
    'again for 24 hours and never creates twice; the same key with another request is 422 idempotency-key-reused.',
};

@ApiTags('events')
@Controller('v1/events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Post()
  @ApiOperation({ summary: 'Create an event; the organizer token is returned once.' })
  @ApiCreatedResponse({ type: CreatedEventDto })
  @ApiHeader(IDEMPOTENCY_KEY_HEADER)
  create(@Body() dto: CreateEventDto, @IdempotencyKey() idempotencyKey?: string): Promise<CreatedEvent> {
    return this.events.create(dto, idempotencyKey);
  }

  @Get('by-code/:joinCode')
  @ApiOperation({ summary: 'Find the event a join code opens (Cantina addition, for the join screen).' })
  @ApiOkResponse({ type: EventLookupDto })
  @CountPerJoinCode((req) => ({ joinCode: req.params['joinCode'] }))
  lookup(@Param('joinCode', IdParamPipe) joinCode: string): Promise<EventLookup> {
    return this.events.lookup(joinCode);
  }

  @Get(':id')
  @Authorize('optional')
  @ApiOperation({
    summary: 'Public view of an event; with the organizer token it also shows the join code and settings.',
  })
  @ApiOkResponse({ type: PublicEventDto })
  view(
    @Param('id', RowIdParamPipe) id: string,
    @Identity() identity: SocketIdentity | null,
  ): Promise<PublicEventView | OrganizerEventView> {
    return this.events.view(id, identity);
  }

  @Post(':id/players')
  @Authorize('organizer-if-token')
  @ApiOperation({ summary: 'Join with the join code, or (organizer token) add a player.' })
  @ApiCreatedResponse({ type: JoinedPlayerDto })
  @ApiHeader(IDEMPOTENCY_KEY_HEADER)
  @CountPerJoinCode((req) => ({ eventId: req.params['id'], joinCode: (req.body as { joinCode?: unknown })?.joinCode }))
  join(
    @Param('id', RowIdParamPipe) id: string,
    @Body() dto: JoinEventDto,
    @Identity() identity: SocketIdentity | null,
    @BearerToken() token?: string,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<JoinedPlayer> {
    // Keys of different callers never meet: the organizer's are scoped by their token.
    return this.events.join(id, dto, identity, { key: idempotencyKey, caller: token ? hashToken(token) : '' });
  }

  @Post(':id/players/:playerId/drop')
  @HttpCode(200)
  @Authorize('member')
  @ApiOperation({ summary: 'Drop a player (organizer, or that player).' })
  @ApiOkResponse({ type: PublicPlayerDto })
  drop(
    @Param('id', RowIdParamPipe) id: string,
    @Param('playerId', RowIdParamPipe) playerId: string,
    @Identity() identity: SocketIdentity,
  ): Promise<PublicPlayer> {
    return this.events.drop(id, playerId, identity);
  }
}
