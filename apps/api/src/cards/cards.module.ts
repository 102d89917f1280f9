import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RequireAdmin } from '../admin/require-admin';
import { EventsModule } from '../events/events.module';
import { CardCatalogsService } from './card-catalogs.service';
import { CardSetRemovalController } from './card-set-removal.controller';
import { CardSetRemovalService } from './card-set-removal.service';
import { CardSetsController } from './card-sets.controller';
import { CardSetsService } from './card-sets.service';
import { DeckCheckInputsService } from './deck-check-inputs.service';
import { DeckRulesController } from './deck-rules.controller';
import { DeckRulesService } from './deck-rules.service';
import { DemoSetsSeeder } from './demo-sets.seeder';
import { LegalityService } from './legality.service';
import { CardRulesEntity } from './entities/card-rules.entity';
import { CardEntity } from './entities/card.entity';
import { CardSetEntity } from './entities/card-set.entity';

/** Card sets: import (admin), listing, the per-game catalogs the deck and draft checks read, demo sets. */
@Module({
  imports: [TypeOrmModule.forFeature([CardSetEntity, CardEntity, CardRulesEntity]), EventsModule],
  controllers: [CardSetsController, DeckRulesController, CardSetRemovalController],
  providers: [
    CardSetsService,
    CardCatalogsService,
    DemoSetsSeeder,
    RequireAdmin,
    DeckRulesService,
    DeckCheckInputsService,
    LegalityService,
    CardSetRemovalService,
  ],
  exports: [CardSetsService, CardCatalogsService, DeckCheckInputsService],
})
export class CardsModule {}
