import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { parseResult, RESULT_LIMITS, type MatchResult, type ResultProblem } from '@cantina/swiss';

export class ResultDto {
  @ApiPropertyOptional({
    example: { 'player-a': 2, 'player-b': 1 },
    description: `Games won by each player (at most ${RESULT_LIMITS.maxWinsKeys} keys, 0-${RESULT_LIMITS.maxGames} each).`,
  })
  @IsOptional()
  @IsObject()
  wins?: Record<string, number>;

  @ApiPropertyOptional({ minimum: 0, maximum: 5 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(5)
  draws?: number;

  @ApiPropertyOptional({ enum: ['double-loss'] })
  @IsOptional()
  @IsIn(['double-loss'])
  outcome?: 'double-loss';

  @ApiPropertyOptional({ type: [String], description: 'Pods: players from first to last place.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(RESULT_LIMITS.maxPlacements)
  @IsString({ each: true })
  @MaxLength(RESULT_LIMITS.maxPlayerIdLength, { each: true })
  placements?: string[];

  @ApiPropertyOptional({ maxLength: 500, description: 'Organizer corrections: why (kept in the audit log).' })
  @IsOptional()
  @IsString()
  @Length(1, 500)
  reason?: string;
}

/** The result part of the body, shape and size checked by the engine (`parseResult`): 400 when malformed. */
export function toMatchResult(dto: ResultDto): MatchResult | ResultProblem[] {
  const parsed = parseResult({
    ...(dto.wins !== undefined ? { wins: dto.wins } : {}),
    ...(dto.draws !== undefined ? { draws: dto.draws } : {}),
    ...(dto.outcome !== undefined ? { outcome: dto.outcome } : {}),
    ...(dto.placements !== undefined ? { placements: dto.placements } : {}),
  });
  return parsed.ok ? parsed.result : parsed.problems;
}
