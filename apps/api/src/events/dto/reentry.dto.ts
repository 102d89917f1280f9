import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import {
  EVENT_STATUSES,
  ID_MAX_LENGTH,
  type EventStatus,
  type ReentryCredential,
  type ReentryRequest,
} from '@cantina/contract';
import { GAME_IDS, type GameId } from '@cantina/games';
import { EventLookupDto, PublicPlayerDto } from './event-views.dto';

export class ReentryRequestDto implements ReentryRequest {
  @ApiProperty({
    maxLength: ID_MAX_LENGTH,
    example: 'K7QX2-M9ABC',
    description: 'The re-entry code as shown (case, spaces and dashes are ignored; O reads as 0, I and L as 1).',
  })
  @IsString()
  @Length(1, ID_MAX_LENGTH)
  code!: string;
}

export class ReentryCredentialDto implements ReentryCredential {
  @ApiProperty({ example: 'K7QX2M9ABC', description: 'Ten Crockford base-32 symbols (50 bits), shown once.' })
  code!: string;
  @ApiProperty({ format: 'date-time', description: 'The code stops working then, or once it is used.' })
  expiresAt!: string;
}

class AccessEventDto extends EventLookupDto {
  @ApiProperty({ enum: GAME_IDS }) declare game: GameId;
  @ApiProperty({ enum: EVENT_STATUSES }) declare status: EventStatus;
}

export class EventAccessDto {
  @ApiProperty({ enum: ['organizer', 'player'] }) role!: 'organizer' | 'player';
  @ApiProperty({ type: AccessEventDto }) event!: AccessEventDto;
  @ApiProperty({ type: PublicPlayerDto, required: false, description: 'Only for a player token.' })
  player?: PublicPlayerDto;
}
