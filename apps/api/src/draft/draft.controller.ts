import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';
import type { PickCommand, PlayerView } from '@cantina/contract';
import type { DraftLog } from '@cantina/draft';
import { BearerToken } from '../common/bearer-token.decorator';
import { RowIdParamPipe, SmallIntParamPipe } from '../common/id-param.pipe';
import { forbidden } from '../common/problem.exception';
import { EventAccessService } from '../events/event-access.service';
import { DraftService, type PodProgressView, type PodSeatsView } from './draft.service';

class PickDto implements PickCommand {
  @ApiProperty() @IsString() @Length(1, 64) packId!: string;
  @ApiProperty() @IsString() @Length(1, 64) instanceId!: string;
}

@ApiTags('limited play')
@Controller('v1/events/:id')
export class DraftController {
  constructor(
    private readonly draft: DraftService,
    private readonly access: EventAccessService,
  ) {}

  @Post('pods')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Seat the players into pods (organizer); again to reseat before the start.' })
  pods(@Param('id', RowIdParamPipe) id: string, @BearerToken() token?: string): Promise<PodSeatsView[]> {
    return this.draft.seat(id, token);
  }

  @Get('pods')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Every pod’s seats and progress (organizer). Cantina addition.' })
  podsView(
    @Param('id', RowIdParamPipe) id: string,
    @BearerToken() token?: string,
  ): Promise<(PodProgressView | PodSeatsView)[]> {
    return this.draft.podsView(id, token);
  }

  @Post('picks')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Pick a card (player). 409 if the pack is not at the head of the queue; a repeated pick is idempotent.',
  })
  async pick(
    @Param('id', RowIdParamPipe) id: string,
    @Body() dto: PickDto,
    @BearerToken() token?: string,
  ): Promise<PlayerView> {
    const identity = await this.access.requireIdentityIn(id, token);
    if (identity.role !== 'player') throw forbidden('Only a player picks.');
    return this.draft.pick(id, identity.playerId, dto.packId, dto.instanceId);
  }

  @Post('take-back')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'A player takes their seat back from a bot. Cantina addition.' })
  async takeBack(@Param('id', RowIdParamPipe) id: string, @BearerToken() token?: string): Promise<PlayerView> {
    const identity = await this.access.requireIdentityIn(id, token);
    if (identity.role !== 'player') throw forbidden('Only the seat’s player takes it back.');
    return this.draft.takeBack(id, identity.playerId);
  }

  @Post('pods/:podId/pause')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Pause a pod’s clocks (organizer).' })
  pause(
    @Param('id', RowIdParamPipe) id: string,
    @Param('podId', RowIdParamPipe) podId: string,
    @BearerToken() token?: string,
  ) {
    return this.draft.control(id, podId, token, { type: 'pause' });
  }

  @Post('pods/:podId/resume')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Resume a paused pod (organizer).' })
  resume(
    @Param('id', RowIdParamPipe) id: string,
    @Param('podId', RowIdParamPipe) podId: string,
    @BearerToken() token?: string,
  ) {
    return this.draft.control(id, podId, token, { type: 'resume' });
  }

  @Post('pods/:podId/seats/:seat/bot')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Hand a seat to a bot (organizer); the player takes it back with their token.' })
  handToBot(
    @Param('id', RowIdParamPipe) id: string,
    @Param('podId', RowIdParamPipe) podId: string,
    @Param('seat', SmallIntParamPipe) seat: number,
    @BearerToken() token?: string,
  ) {
    return this.draft.control(id, podId, token, { type: 'hand-to-bot', seat });
  }

  @Get('draft-log')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Every pack as generated and every pick in order (organizer; players after the draft).' })
  log(@Param('id', RowIdParamPipe) id: string, @BearerToken() token?: string): Promise<DraftLog> {
    return this.draft.log(id, token);
  }
}
