import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiQuery, ApiTags } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import type {
  BracketView,
  ResultStatus,
  RoundTimerView,
  RoundProposal,
  RoundView,
  SocketIdentity,
  Standing,
  TimerAction,
} from '@cantina/contract';
import { RowIdParamPipe, SmallIntParamPipe } from '../common/id-param.pipe';
import { Authorize } from '../events/identity/access';
import { Identity } from '../events/identity/identity.decorator';
import { ManualPairingService } from './manual-pairing.service';
import { ManualRoundDto } from './manual-round.dto';
import { MatchEventResolver } from './match-event.resolver';
import { ResultDto } from './result.dto';
import { ResultsService } from './results.service';
import { RoundTimers } from './round-timers';
import { RoundsService } from './rounds.service';
import { TopCutService } from './top-cut.service';

class TimerDto {
  @ApiProperty({ enum: ['start', 'pause', 'resume', 'extend'] })
  @IsIn(['start', 'pause', 'resume', 'extend'])
  action!: TimerAction;

  @ApiPropertyOptional({ minimum: 1, maximum: 120, default: 5 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(120)
  minutes?: number;
}

class TopCutDto {
  @ApiProperty({ enum: [4, 8, 16] })
  @IsIn([4, 8, 16])
  size!: number;
}

@ApiTags('tournament')
@Controller('v1')
export class TournamentController {
  constructor(
    private readonly rounds: RoundsService,
    private readonly results: ResultsService,
    private readonly topCut: TopCutService,
    private readonly timers: RoundTimers,
    private readonly manualPairing: ManualPairingService,
  ) {}

  @Post('events/:id/rounds')
  @Authorize('organizer')
  @ApiQuery({
    name: 'preview',
    required: false,
    description: '`true`: the proposal, not saved (review before publishing).',
  })
  @ApiOperation({
    summary:
      'Pair and publish the next Swiss round (organizer). 409 while results are missing. With `matches` (rev 2): ' +
      'exactly these pairings, audited; 422 invalid-pairing unless every active player appears exactly once.',
  })
  pair(
    @Param('id', RowIdParamPipe) id: string,
    @Query('preview') preview?: string,
    @Body() body?: ManualRoundDto,
  ): Promise<RoundView | RoundProposal> {
    if (body?.matches !== undefined) return this.manualPairing.publish(id, body.matches);
    return this.rounds.pairNext(id, preview === 'true');
  }

  @Get('events/:id/rounds')
  @ApiOperation({ summary: 'Every round with results (Cantina addition).' })
  all(@Param('id', RowIdParamPipe) id: string): Promise<RoundView[]> {
    return this.rounds.rounds(id);
  }

  @Get('events/:id/rounds/:number')
  @ApiOperation({ summary: 'One round with its results, reports, disputes and timer.' })
  one(@Param('id', RowIdParamPipe) id: string, @Param('number', SmallIntParamPipe) number: number): Promise<RoundView> {
    return this.rounds.round(id, number);
  }

  @Post('events/:id/rounds/:number/timer')
  @HttpCode(200)
  @Authorize('organizer')
  @ApiOperation({ summary: 'Start, pause, resume or extend the round clock (organizer). Pushed as `timer`.' })
  timer(
    @Param('id', RowIdParamPipe) id: string,
    @Param('number', SmallIntParamPipe) number: number,
    @Body() dto: TimerDto,
  ): Promise<RoundTimerView> {
    return this.timers.apply(id, number, dto.action, dto.minutes);
  }

  @Post('matches/:matchId/result')
  @HttpCode(200)
  @Authorize('member', { eventOf: MatchEventResolver })
  @ApiOperation({
    summary: 'Report a result: a player’s is provisional until the opponent confirms; the organizer’s is final.',
  })
  result(
    @Param('matchId', RowIdParamPipe) matchId: string,
    @Body() dto: ResultDto,
    @Identity() identity: SocketIdentity,
  ): Promise<{ status: ResultStatus }> {
    return this.results.submit(matchId, dto, identity);
  }

  @Get('events/:id/standings')
  @ApiOperation({ summary: 'Standings with the game’s scoring profile (dropped players kept and flagged).' })
  standings(@Param('id', RowIdParamPipe) id: string): Promise<Standing[]> {
    return this.rounds.standings(id);
  }

  @Post('events/:id/top-cut')
  @Authorize('organizer')
  @ApiOperation({ summary: 'Create the single-elimination top cut from the standings (organizer).' })
  createTopCut(@Param('id', RowIdParamPipe) id: string, @Body() dto: TopCutDto): Promise<BracketView> {
    return this.topCut.create(id, dto.size);
  }

  @Get('events/:id/top-cut')
  @ApiOperation({ summary: 'The bracket with every stage and result so far.' })
  bracket(@Param('id', RowIdParamPipe) id: string): Promise<BracketView> {
    return this.topCut.view(id);
  }
}
