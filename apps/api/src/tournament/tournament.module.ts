import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardsModule } from '../cards/cards.module';
import { DecksModule } from '../decks/decks.module';
import { DraftModule } from '../draft/draft.module';
import { EventsModule } from '../events/events.module';
import { ManualPairingService } from './manual-pairing.service';
import { MatchEntity } from './match.entity';
import { MatchEventResolver } from './match-event.resolver';
import { PairingRunner } from './pairing-runner';
import { ReinstateController } from './reinstate.controller';
import { ReinstateService } from './reinstate.service';
import { ResultsService } from './results.service';
import { RoundPublishing } from './round-publishing';
import { RoundTimers } from './round-timers';
import { RoundsService } from './rounds.service';
import { TopCutService } from './top-cut.service';
import { TournamentController } from './tournament.controller';
import { TournamentRepository } from './tournament-repository';

/** Swiss rounds, results, standings, round clocks and the top cut. */
@Module({
  imports: [TypeOrmModule.forFeature([MatchEntity]), EventsModule, CardsModule, DecksModule, DraftModule],
  controllers: [TournamentController, ReinstateController],
  providers: [
    MatchEventResolver,
    TournamentRepository,
    RoundsService,
    ResultsService,
    TopCutService,
    RoundTimers,
    RoundPublishing,
    PairingRunner,
    ManualPairingService,
    ReinstateService,
  ],
  /** The standings go out with the `standings` push (realtime/). */
  exports: [RoundsService],
})
export class TournamentModule {}
