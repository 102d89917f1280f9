import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { parseResult, RESULT_LIMITS, type MatchResult, type ResultProblem } from '@cantina/swiss';

export class ResultDto {
  @ApiPropertyOptional({
    example: { 'player-a': 2, 'player-b': 1 },
    description: `Games won by each player (at most ${RESULT_LIMITS.maxWinsKeys} keys, 0-${RESULT_LIMITS.maxGames} each).`,
  })
  @IsOptional()
  @IsObject()
  wins?: Record<string, number>;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: 5,
    description:
      'Drawn games. Equal game wins are a drawn match; `draws: 3` with no wins is an intentional draw (0-0-3).',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(5)
  draws?: number;

  @ApiPropertyOptional({
    enum: ['double-loss'],
    description: 'A loss for both players: a penalty the organizer enters (403 for a player; swu).',
  })
  @IsOptional()
  @IsIn(['double-loss'])
  outcome?: 'double-loss';

  @ApiPropertyOptional({
    type: 'array',
    items: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' }, minItems: 1 }] },
    example: ['player-a', ['player-b', 'player-c'], 'player-d'],
    description: `Pods: players from first to last place; an inner array is a tie (at most ${RESULT_LIMITS.maxPlacements} players in all).`,
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(RESULT_LIMITS.maxPlacements)
  // Each entry (an id, or a list of tied ids) is checked by `parseResult`.
  placements?: (string | string[])[];

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
