import { Module } from '@nestjs/common';
import { EventAccessService } from './event-access.service';
import { EventViewsService } from './event-views.service';
import { EventsController } from './events.controller';
import { EventsGateway } from './events.gateway';
import { EventsService } from './events.service';
import { IdempotentRequests } from './idempotent-requests.service';
import { PlayerViewSource } from './player-view-source';
import { RegistrationControlController } from './registration-control.controller';
import { RegistrationControlService } from './registration-control.service';

@Module({
  controllers: [EventsController, RegistrationControlController],
  providers: [
    EventsService,
    EventAccessService,
    EventViewsService,
    EventsGateway,
    PlayerViewSource,
    IdempotentRequests,
    RegistrationControlService,
  ],
  exports: [EventAccessService, EventViewsService, EventsGateway, PlayerViewSource],
})
export class EventsModule {}
