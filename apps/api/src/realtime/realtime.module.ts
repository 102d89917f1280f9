import { Module } from '@nestjs/common';
import { DraftModule } from '../draft/draft.module';
import { EventsModule } from '../events/events.module';
import { LimitedModule } from '../limited/limited.module';
import { TournamentModule } from '../tournament/tournament.module';
import { EventsGateway } from './events.gateway';
import { LivePushes } from './live-pushes';
import { PlayerPresence } from './player-presence';

/**
 * The only layer that knows socket.io: the `/events` gateway (admission, greeting, `pick`) and the
 * pushes of committed changes. It sits on top of the features; no feature imports it.
 */
@Module({
  imports: [EventsModule, LimitedModule, DraftModule, TournamentModule],
  providers: [EventsGateway, LivePushes, PlayerPresence],
})
export class RealtimeModule {}
