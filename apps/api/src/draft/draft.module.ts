import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { DraftController } from './draft.controller';
import { DraftService } from './draft.service';
import { DRAFT_CLOCK, PodCommands } from './pod-commands';
import { DraftTicker } from './draft-ticker.service';
import { PodEntity } from './pod.entity';
import { PodLogBatcher } from './pod-log-batcher';
import { PlayerSeats } from './player-seats';
import { PodStore } from './pod-store';
import { PodStates } from './pod-states';

/** Live drafting: seating pods, the picks, pick clocks (the ticker) and the draft log. */
@Module({
  imports: [TypeOrmModule.forFeature([PodEntity]), EventsModule],
  controllers: [DraftController],
  providers: [
    DraftService,
    DraftTicker,
    PodStore,
    PodStates,
    PlayerSeats,
    PodCommands,
    PodLogBatcher,
    { provide: DRAFT_CLOCK, useValue: () => Date.now() },
  ],
  exports: [DraftService],
})
export class DraftModule {}
