import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module';
import { DraftModule } from '../draft/draft.module';
import { EventsModule } from '../events/events.module';
import { LimitedController } from './limited.controller';
import { LimitedService } from './limited.service';
import { PlayerPoolsService } from './player-pools.service';

@Module({
  imports: [EventsModule, CardsModule, DraftModule],
  controllers: [LimitedController],
  providers: [PlayerPoolsService, LimitedService],
  exports: [PlayerPoolsService, LimitedService],
})
export class LimitedModule {}
