import { Module } from '@nestjs/common';
import { EventAccessService } from './event-access.service';
import { EventViewsService } from './event-views.service';
import { EventsController } from './events.controller';
import { EventsGateway } from './events.gateway';
import { EventsService } from './events.service';
import { PlayerViewSource } from './player-view-source';

@Module({
  controllers: [EventsController],
  providers: [EventsService, EventAccessService, EventViewsService, EventsGateway, PlayerViewSource],
  exports: [EventAccessService, EventViewsService, EventsGateway, PlayerViewSource],
})
export class EventsModule {}
