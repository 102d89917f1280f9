import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module';
import { EventsModule } from '../events/events.module';
import { LimitedModule } from '../limited/limited.module';
import { DeckRegistrationController } from './deck-registration.controller';
import { DeckRegistrationService } from './deck-registration.service';
import { DecksController } from './decks.controller';

@Module({
  imports: [CardsModule, EventsModule, LimitedModule],
  controllers: [DecksController, DeckRegistrationController],
  providers: [DeckRegistrationService],
})
export class DecksModule {}
