import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardsModule } from '../cards/cards.module';
import { EventsModule } from '../events/events.module';
import { LimitedModule } from '../limited/limited.module';
import { DeckRegistrationController } from './deck-registration.controller';
import { DeckRegistrationService } from './deck-registration.service';
import { DecksController } from './decks.controller';
import { RegisteredDeckEntity } from './entities/registered-deck.entity';
import { RegisteredDecklistsController } from './registered-decklists.controller';
import { RegisteredDecklistsService } from './registered-decklists.service';
import { RegisteredDecksService } from './registered-decks.service';

/** Deck checks (no event needed) and deck registration for an event. */
@Module({
  imports: [TypeOrmModule.forFeature([RegisteredDeckEntity]), CardsModule, EventsModule, LimitedModule],
  controllers: [DecksController, DeckRegistrationController, RegisteredDecklistsController],
  providers: [DeckRegistrationService, RegisteredDecksService, RegisteredDecklistsService],
  exports: [RegisteredDecksService],
})
export class DecksModule {}
