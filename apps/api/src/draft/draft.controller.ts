import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import type {
  DraftLog,
  PickCommand,
  PlayerView,
  PodProgressView,
  PodSeatsView,
  PodView,
  SocketIdentity,
} from '@cantina/contract';
import { RowIdParamPipe, SmallIntParamPipe } from '../common/id-param.pipe';
import { forbidden } from '../common/problem.exception';
import { Authorize } from '../events/identity/access';
import { Identity } from '../events/identity/identity.decorator';
import { DraftService } from './draft.service';

class PickDto implements PickCommand {
  @ApiProperty() @IsString() @Length(1, 64) packId!: string;
  @ApiProperty() @IsString() @Length(1, 64) instanceId!: string;
}

@ApiTags('limited play')
@Controller('v1/events/:id')
export class DraftController {
  constructor(private readonly draft: DraftService) {}

  @Post('pods')
  @Authorize('organizer')
  @ApiOperation({ summary: 'Seat the players into pods (organizer); again to reseat before the start.' })
  pods(@Param('id', RowIdParamPipe) id: string): Promise<PodSeatsView[]> {
    return this.draft.seat(id);
  }

  @Get('pods')
  @Authorize('organizer')
  @ApiOperation({ summary: 'Every pod’s seats and progress (organizer). Cantina addition.' })
  podsView(@Param('id', RowIdParamPipe) id: string): Promise<PodView[]> {
    return this.draft.podsView(id);
  }

  @Post('picks')
  @HttpCode(200)
  @Authorize('member')
  @ApiOperation({
    summary: 'Pick a card (player). 409 if the pack is not at the head of the queue; a repeated pick is idempotent.',
  })
  async pick(
    @Param('id', RowIdParamPipe) id: string,
    @Body() dto: PickDto,
    @Identity() identity: SocketIdentity,
  ): Promise<PlayerView> {
    if (identity.role !== 'player') throw forbidden('Only a player picks.');
    return this.draft.pick(id, identity.playerId, dto.packId, dto.instanceId);
  }

  @Post('take-back')
  @HttpCode(200)
  @Authorize('member')
  @ApiOperation({ summary: 'A player takes their seat back from a bot. Cantina addition.' })
  async takeBack(@Param('id', RowIdParamPipe) id: string, @Identity() identity: SocketIdentity): Promise<PlayerView> {
    if (identity.role !== 'player') throw forbidden('Only the seat’s player takes it back.');
    return this.draft.takeBack(id, identity.playerId);
  }

  @Post('pods/:podId/pause')
  @HttpCode(200)
  @Authorize('organizer')
  @ApiOperation({ summary: 'Pause a pod’s clocks (organizer).' })
  pause(
    @Param('id', RowIdParamPipe) id: string,
    @Param('podId', RowIdParamPipe) podId: string,
  ): Promise<PodProgressView> {
    return this.draft.control(id, podId, { type: 'pause' });
  }

  @Post('pods/:podId/resume')
  @HttpCode(200)
  @Authorize('organizer')
  @ApiOperation({ summary: 'Resume a paused pod (organizer).' })
  resume(
    @Param('id', RowIdParamPipe) id: string,
    @Param('podId', RowIdParamPipe) podId: string,
  ): Promise<PodProgressView> {
    return this.draft.control(id, podId, { type: 'resume' });
  }

  @Post('pods/:podId/seats/:seat/bot')
  @HttpCode(200)
  @Authorize('organizer')
  @ApiOperation({ summary: 'Hand a seat to a bot (organizer); the player takes it back with their token.' })
  handToBot(
    @Param('id', RowIdParamPipe) id: string,
    @Param('podId', RowIdParamPipe) podId: string,
    @Param('seat', SmallIntParamPipe) seat: number,
  ): Promise<PodProgressView> {
    return this.draft.control(id, podId, { type: 'hand-to-bot', seat });
  }

  @Get('draft-log')
  @Authorize('member')
  @ApiOperation({ summary: 'Every pack as generated and every pick in order (organizer; players after the draft).' })
  log(@Param('id', RowIdParamPipe) id: string, @Identity() identity: SocketIdentity): Promise<DraftLog> {
    return this.draft.log(id, identity);
  }
}
