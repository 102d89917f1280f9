import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import type { MatchResult } from '@cantina/swiss';

export class ResultDto {
  @ApiPropertyOptional({ example: { 'player-a': 2, 'player-b': 1 }, description: 'Games won by each player.' })
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
  @ArrayMaxSize(4)
  @IsString({ each: true })
  placements?: string[];

  @ApiPropertyOptional({ maxLength: 500, description: 'Organizer corrections: why (kept in the audit log).' })
  @IsOptional()
  @IsString()
  @Length(1, 500)
  reason?: string;
}

/** The result part of the body, with every win count checked to be a small whole number. */
export function toMatchResult(dto: ResultDto): MatchResult | string {
  const wins: Record<string, number> = {};
  for (const [player, n] of Object.entries(dto.wins ?? {})) {
    if (!Number.isInteger(n) || n < 0 || n > 5) return `wins.${player} must be a whole number from 0 to 5`;
    wins[player] = n;
  }
  if (!dto.placements && Object.keys(wins).length === 0 && dto.outcome === undefined && dto.draws === undefined) {
    return 'a result needs wins, draws, outcome or placements';
  }
  return {
    wins,
    ...(dto.draws !== undefined ? { draws: dto.draws } : {}),
    ...(dto.outcome ? { outcome: dto.outcome } : {}),
    ...(dto.placements ? { placements: dto.placements } : {}),
  };
}
