import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EVENT_STATUSES, type EventStatus, type JoinedPlayer, type PublicPlayer } from '@cantina/contract';
import { GAME_IDS, type GameId } from '@cantina/games';
import { EventSettingsDto } from './create-event.dto';

// Response shapes for the OpenAPI document; the types themselves live in @cantina/contract.

export class PublicPlayerDto implements PublicPlayer {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() dropped!: boolean;
}

export class PublicEventDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: GAME_IDS }) game!: GameId;
  @ApiProperty() format!: string;
  @ApiProperty({ nullable: true, type: String }) set!: string | null;
  @ApiProperty({ enum: EVENT_STATUSES }) status!: EventStatus;
  @ApiProperty({ type: [PublicPlayerDto] }) players!: PublicPlayerDto[];
  @ApiProperty({ description: 'Swiss rounds paired so far.' }) rounds!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiPropertyOptional({ description: 'Players may join with the join code now.' }) registrationOpen?: boolean;
  @ApiPropertyOptional({
    example: '2026-03-14',
    description: 'The day the event is played; decks are checked as of it.',
  })
  date?: string;
  @ApiPropertyOptional({ description: 'Only with the organizer token.' }) joinCode?: string;
  @ApiPropertyOptional({ type: EventSettingsDto, description: 'Only with the organizer token.' })
  settings?: EventSettingsDto;
}

export class CreatedEventDto extends PublicEventDto {
  @ApiProperty({ description: 'Shown once; keep it to manage the event.' }) organizerToken!: string;
}

export class JoinedPlayerDto implements JoinedPlayer {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Shown once; acts for this player only.' }) token!: string;
  @ApiProperty() eventId!: string;
}

export class EventLookupDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: GAME_IDS }) game!: GameId;
  @ApiProperty() format!: string;
  @ApiProperty({ enum: EVENT_STATUSES }) status!: EventStatus;
}

export class RotatedOrganizerTokenDto {
  @ApiProperty({ description: 'Shown once; the previous organizer token no longer works.' }) organizerToken!: string;
}
