import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length, Matches } from 'class-validator';
import { ID_MAX_LENGTH, NAME_MAX_LENGTH, type JoinEventRequest } from '@cantina/contract';

export class JoinEventDto implements JoinEventRequest {
  @ApiProperty({ maxLength: NAME_MAX_LENGTH, example: 'Ana' })
  @IsString()
  @Length(1, NAME_MAX_LENGTH)
  @Matches(/\S/, { message: 'name must not be blank' })
  name!: string;

  @ApiPropertyOptional({ description: 'Required unless the organizer token is sent.', example: 'K7QX2M' })
  @IsOptional()
  @IsString()
  @Length(1, ID_MAX_LENGTH)
  joinCode?: string;
}
