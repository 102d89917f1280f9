import { Module, type OnModuleInit } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { PlayerViewSource } from '../events/player-view-source';
import { DraftController } from './draft.controller';
import { DRAFT_CLOCK, DraftService } from './draft.service';
import { DraftTicker } from './draft-ticker.service';
import { PodStore } from './pod-store';

@Module({
  imports: [EventsModule],
  controllers: [DraftController],
  providers: [DraftService, DraftTicker, PodStore, { provide: DRAFT_CLOCK, useValue: () => Date.now() }],
  exports: [DraftService],
})
export class DraftModule implements OnModuleInit {
  constructor(
    private readonly draft: DraftService,
    private readonly playerViews: PlayerViewSource,
  ) {}

  onModuleInit(): void {
    this.playerViews.addReader((eventId, playerId) => this.draft.viewOf(eventId, playerId));
    this.playerViews.usePicker((eventId, playerId, command) =>
      this.draft.pick(eventId, playerId, command.packId, command.instanceId),
    );
  }
}
