import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DECKLISTS_PAGE_MAX } from '@cantina/contract';
import { MAX_PLAYERS_LIMIT } from '../events/event-settings';

/** `?offset=&limit=` of `GET /api/v1/events/{id}/decks`: one bounded page of players. */
export class RegisteredDecklistsQuery {
  @ApiPropertyOptional({ minimum: 0, maximum: MAX_PLAYERS_LIMIT, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_PLAYERS_LIMIT)
  offset?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: DECKLISTS_PAGE_MAX, default: DECKLISTS_PAGE_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(DECKLISTS_PAGE_MAX)
  limit?: number;
}
