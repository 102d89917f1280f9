import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  Length,
  ValidateNested,
} from 'class-validator';
import { MAX_PLAYERS_LIMIT } from '../events/event-settings';

/** A match of a hand-made round: two players, a pod of 3-5, or one player with `bye: true`. */
export class ManualMatchDto {
  @ApiProperty({ type: [String], minItems: 1, maxItems: 5, example: ['player-a', 'player-b'] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(5)
  @IsString({ each: true })
  @Length(1, 64, { each: true })
  players!: string[];

  @ApiPropertyOptional({ description: 'A bye: exactly one player, a match win.' })
  @IsOptional()
  @IsBoolean()
  bye?: boolean;
}

/** `POST .../rounds` body (contract rev 2 "Manual pairing"); without `matches` the round is paired automatically. */
export class ManualRoundDto {
  @ApiPropertyOptional({
    type: [ManualMatchDto],
    maxItems: MAX_PLAYERS_LIMIT,
    description: 'The round exactly as given: tables in this order, every active player exactly once.',
  })
  @IsOptional()
  @IsArray()
  // No event holds more players than this, so no valid round has more matches.
  @ArrayMaxSize(MAX_PLAYERS_LIMIT)
  @ValidateNested({ each: true })
  @Type(() => ManualMatchDto)
  matches?: ManualMatchDto[];
}
