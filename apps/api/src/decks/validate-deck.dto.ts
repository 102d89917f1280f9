import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsObject, IsOptional, IsString, Length } from 'class-validator';
import { ID_MAX_LENGTH } from '@cantina/contract';
import { IsIsoDay } from '../common/iso-day.decorator';

/** A pool is one card id per physical card; no limited format hands out more than a few hundred. */
export const POOL_MAX_SIZE = 5000;

/** The fields below; `ValidateDeckBodyPipe` hands only these to class-transformer (keep in step). */
export const VALIDATE_DECK_FIELDS = ['game', 'format', 'deck', 'pool', 'set', 'date'] as const;

/** Checked by `ValidateDeckBodyPipe`, which keeps the deck away from class-transformer. */
export class ValidateDeckDto {
  @ApiProperty({ example: 'swu' })
  @IsString()
  @Length(1, ID_MAX_LENGTH)
  game!: string;

  @ApiProperty({ example: 'swu-premier' })
  @IsString()
  @Length(1, ID_MAX_LENGTH)
  format!: string;

  @ApiProperty({
    description: 'The swudb deck JSON (contract "Decks"), or `{ "decks": [deck, deck, deck] }` for Trilogy.',
    example: {
      leader: { id: 'SOR_005', count: 1 },
      base: { id: 'SOR_026', count: 1 },
      deck: [{ id: 'SOR_046', count: 3 }],
    },
  })
  @IsObject()
  deck!: Record<string, unknown>;

  @ApiPropertyOptional({ type: [String], description: 'Limited formats: the pool as card ids, one per physical card.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(POOL_MAX_SIZE)
  @IsString({ each: true })
  @Length(1, ID_MAX_LENGTH, { each: true })
  pool?: string[];

  @ApiPropertyOptional({
    example: 'SOR',
    description: 'Limited formats: the set played (its common bases are allowed).',
  })
  @IsOptional()
  @IsString()
  @Length(1, ID_MAX_LENGTH)
  set?: string;

  @ApiPropertyOptional({
    example: '2026-03-14',
    description:
      'Constructed formats: the day the deck is played (YYYY-MM-DD); cards the format does not allow that day ' +
      '(rotated, reserved for other formats, suspended) are `not-legal-in-format`. Default: today (UTC).',
  })
  @IsOptional()
  @IsIsoDay()
  date?: string;
}
