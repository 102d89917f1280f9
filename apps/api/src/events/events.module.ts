import { Module } from '@nestjs/common';
import { EventAccessService } from './event-access.service';
import { EventViewsService } from './event-views.service';
import { EventsController } from './events.controller';
import { EventsGateway } from './events.gateway';
import { EventsService } from './events.service';

@Module({
  controllers: [EventsController],
  providers: [EventsService, EventAccessService, EventViewsService, EventsGateway],
  exports: [EventAccessService, EventViewsService, EventsGateway],
})
export class EventsModule {}
