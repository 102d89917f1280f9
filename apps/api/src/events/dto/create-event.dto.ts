import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  DECKLIST_POLICIES,
  DEFAULT_PICK_SECONDS,
  ID_MAX_LENGTH,
  MATCH_FORMATS,
  NAME_MAX_LENGTH,
  PICK_TIMERS,
  SETTING_BOUNDS,
  TOP_CUT_SIZES,
  type CreateEventRequest,
  type DecklistPolicy,
  type EventSettings,
  type MatchFormat,
  type PickTimer,
  type TopCutSize,
} from '@cantina/contract';
import { GAME_IDS, type GameId } from '@cantina/games';
import { IsIsoDay } from '../../common/iso-day.decorator';
import { DEFAULT_MAX_PLAYERS, MAX_PLAYERS_LIMIT } from '../event-settings';

export class EventSettingsDto implements EventSettings {
  @ApiPropertyOptional({ minimum: 2, maximum: 16, default: 8 })
  @IsOptional()
  @IsInt()
  @Min(2)
  @Max(16)
  podSize?: number;

  @ApiPropertyOptional({ default: true, description: 'Fill empty draft seats with bots.' })
  @IsOptional()
  @IsBoolean()
  bots?: boolean;

  @ApiPropertyOptional({ enum: PICK_TIMERS, default: 'casual' })
  @IsOptional()
  @IsIn(PICK_TIMERS)
  pickTimer?: PickTimer;

  @ApiPropertyOptional({
    minimum: SETTING_BOUNDS.pickSeconds.min,
    maximum: SETTING_BOUNDS.pickSeconds.max,
    default: DEFAULT_PICK_SECONDS,
    description: 'Seconds per pick with the casual pick timer (Cantina addition).',
  })
  @IsOptional()
  @IsInt()
  @Min(SETTING_BOUNDS.pickSeconds.min)
  @Max(SETTING_BOUNDS.pickSeconds.max)
  pickSeconds?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 20, description: 'Swiss rounds; default from the player count.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(20)
  rounds?: number;

  @ApiPropertyOptional({ enum: MATCH_FORMATS, description: 'Default: bo3 for swu and swtcg, bo1 for destiny and dbg.' })
  @IsOptional()
  @IsIn(MATCH_FORMATS)
  matchFormat?: MatchFormat;

  @ApiPropertyOptional({ enum: DECKLIST_POLICIES })
  @IsOptional()
  @IsIn(DECKLIST_POLICIES)
  decklists?: DecklistPolicy;

  @ApiPropertyOptional({ enum: TOP_CUT_SIZES, default: 0 })
  @IsOptional()
  @IsIn(TOP_CUT_SIZES)
  topCut?: TopCutSize;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 12,
    description: 'Boosters per player (sealed: swu 6, destiny 8, swtcg 5; draft 3).',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(12)
  packsPerPlayer?: number;

  @ApiPropertyOptional({ minimum: 10, maximum: 180, default: 50, description: 'Swiss round length in minutes.' })
  @IsOptional()
  @IsInt()
  @Min(10)
  @Max(180)
  roundMinutes?: number;

  @ApiPropertyOptional({
    minimum: 2,
    maximum: MAX_PLAYERS_LIMIT,
    default: DEFAULT_MAX_PLAYERS,
    description: 'Most players the event takes; one more is 409 too-many-players.',
  })
  @IsOptional()
  @IsInt()
  @Min(2)
  @Max(MAX_PLAYERS_LIMIT)
  maxPlayers?: number;

  @ApiPropertyOptional({
    example: '2026-03-14',
    description: 'The day the event is played (YYYY-MM-DD); decks are registered against legality on that day.',
  })
  @IsOptional()
  @IsIsoDay()
  date?: string;
}

export class CreateEventDto implements CreateEventRequest {
  @ApiProperty({ maxLength: NAME_MAX_LENGTH, example: 'Friday Night Draft' })
  @IsString()
  @Length(1, NAME_MAX_LENGTH)
  @Matches(/\S/, { message: 'name must not be blank' })
  name!: string;

  @ApiProperty({ enum: GAME_IDS })
  @IsString()
  @Length(1, ID_MAX_LENGTH)
  game!: GameId;

  @ApiProperty({ example: 'swu-draft', maxLength: ID_MAX_LENGTH })
  @IsString()
  @Length(1, ID_MAX_LENGTH)
  format!: string;

  @ApiPropertyOptional({ example: 'SOR', maxLength: ID_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @Length(1, ID_MAX_LENGTH)
  set?: string;

  @ApiPropertyOptional({ maxLength: ID_MAX_LENGTH, description: 'Seeds seating and packs; random when absent.' })
  @IsOptional()
  @IsString()
  @Length(1, ID_MAX_LENGTH)
  seed?: string;

  @ApiPropertyOptional({
    example: '2026-03-14',
    description:
      'The day the event is played (YYYY-MM-DD; default: the day it is created). Decks are registered ' +
      'against the format’s legality on that day. Same as `settings.date`; this one wins.',
  })
  @IsOptional()
  @IsIsoDay()
  date?: string;

  @ApiPropertyOptional({ type: EventSettingsDto })
  // Not @IsOptional: that lets `null` through, and the settings defaults cannot read null (was a 500).
  @ValidateIf((dto: CreateEventDto) => dto.settings !== undefined)
  @IsObject()
  @ValidateNested()
  @Type(() => EventSettingsDto)
  settings?: EventSettingsDto;
}
