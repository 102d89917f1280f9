import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module';
import { EventsModule } from '../events/events.module';
import { PairingRunner } from './pairing-runner';
import { ResultsService } from './results.service';
import { RoundTimers } from './round-timers';
import { RoundsService } from './rounds.service';
import { TopCutService } from './top-cut.service';
import { TournamentController } from './tournament.controller';
import { TournamentRepository } from './tournament-repository';

@Module({
  imports: [EventsModule, CardsModule],
  controllers: [TournamentController],
  providers: [TournamentRepository, RoundsService, ResultsService, TopCutService, RoundTimers, PairingRunner],
})
export class TournamentModule {}
