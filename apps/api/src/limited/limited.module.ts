import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardsModule } from '../cards/cards.module';
import { DraftModule } from '../draft/draft.module';
import { EventsModule } from '../events/events.module';
import { LimitedController } from './limited.controller';
import { LimitedService } from './limited.service';
import { PlayerViewsService } from './player-views.service';
import { SealedPoolEntity } from './sealed-pool.entity';

/** Limited play: starting sealed and draft events, and each player's view and pool. */
@Module({
  imports: [TypeOrmModule.forFeature([SealedPoolEntity]), EventsModule, CardsModule, DraftModule],
  controllers: [LimitedController],
  providers: [LimitedService, PlayerViewsService],
  exports: [PlayerViewsService],
})
export class LimitedModule {}
