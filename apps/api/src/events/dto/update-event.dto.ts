import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, IsString, Length, Matches, ValidateIf, ValidateNested } from 'class-validator';
import { ID_MAX_LENGTH, NAME_MAX_LENGTH, type UpdateEventRequest } from '@cantina/contract';
import { IsIsoDay } from '../../common/iso-day.decorator';
import { EventSettingsDto } from './create-event.dto';

/** `PATCH /api/v1/events/{id}`: the same checks as create, every field optional. */
export class UpdateEventDto implements UpdateEventRequest {
  @ApiPropertyOptional({ maxLength: NAME_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @Length(1, NAME_MAX_LENGTH)
  @Matches(/\S/, { message: 'name must not be blank' })
  name?: string;

  @ApiPropertyOptional({ maxLength: ID_MAX_LENGTH, nullable: true, description: 'The card set; null clears it.' })
  @ValidateIf((dto: UpdateEventDto) => dto.set !== undefined && dto.set !== null)
  @IsString()
  @Length(1, ID_MAX_LENGTH)
  set?: string | null;

  @ApiPropertyOptional({ example: '2026-03-14', description: 'The day the event is played (YYYY-MM-DD).' })
  @IsOptional()
  @IsIsoDay()
  date?: string;

  @ApiPropertyOptional({ type: EventSettingsDto })
  // Not @IsOptional: that lets `null` through (see CreateEventDto.settings).
  @ValidateIf((dto: UpdateEventDto) => dto.settings !== undefined)
  @IsObject()
  @ValidateNested()
  @Type(() => EventSettingsDto)
  settings?: EventSettingsDto;
}
