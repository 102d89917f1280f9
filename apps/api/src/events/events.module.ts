import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardSetUsageService } from './card-set-usage.service';
import { EventEntity } from './entities/event.entity';
import { PlayerEntity } from './entities/player.entity';
import { EventAccessService } from './event-access.service';
import { EventSettingsController } from './event-settings.controller';
import { EventSettingsService } from './event-settings.service';
import { EventViewsService } from './event-views.service';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';
import { IdempotentRequests } from './idempotent-requests.service';
import { IdentityGuard } from './identity/identity.guard';
import { PlayersService } from './players.service';
import { RegistrationControlController } from './registration-control.controller';
import { RegistrationControlService } from './registration-control.service';
import { ReentryAttemptsGuard } from './reentry-attempts.guard';
import { ReentryController } from './reentry.controller';
import { ReentryService } from './reentry.service';
import { TokenAccessService } from './token-access.service';
import { EventWriter } from './write/event-writer';

/**
 * The event and its players: create, join, drop, registration controls, who a token speaks for,
 * and the one write path (`EventWriter`) every feature's writes go through.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EventEntity, PlayerEntity])],
  controllers: [EventsController, RegistrationControlController, EventSettingsController, ReentryController],
  providers: [
    EventsService,
    EventAccessService,
    EventSettingsService,
    EventViewsService,
    EventWriter,
    PlayersService,
    IdentityGuard,
    IdempotentRequests,
    RegistrationControlService,
    ReentryService,
    ReentryAttemptsGuard,
    TokenAccessService,
    CardSetUsageService,
  ],
  exports: [EventAccessService, EventViewsService, EventWriter, PlayersService, IdentityGuard, CardSetUsageService],
})
export class EventsModule {}
