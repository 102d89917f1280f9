import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { DraftController } from './draft.controller';
import { DRAFT_CLOCK, DraftService } from './draft.service';
import { DraftTicker } from './draft-ticker.service';
import { PodEntity } from './pod.entity';
import { PodStore } from './pod-store';

/** Live drafting: seating pods, the picks, pick clocks (the ticker) and the draft log. */
@Module({
  imports: [TypeOrmModule.forFeature([PodEntity]), EventsModule],
  controllers: [DraftController],
  providers: [DraftService, DraftTicker, PodStore, { provide: DRAFT_CLOCK, useValue: () => Date.now() }],
  exports: [DraftService],
})
export class DraftModule {}
