import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module';
import { DecksController } from './decks.controller';

@Module({ imports: [CardsModule], controllers: [DecksController] })
export class DecksModule {}
