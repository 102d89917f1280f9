import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RequireAdmin } from '../admin/require-admin';
import { EventsModule } from '../events/events.module';
import { CardCatalogsService } from './card-catalogs.service';
import { CardSetsController } from './card-sets.controller';
import { CardSetsService } from './card-sets.service';
import { DemoSetsSeeder } from './demo-sets.seeder';
import { CardEntity } from './entities/card.entity';
import { CardSetEntity } from './entities/card-set.entity';

/** Card sets: import (admin), listing, the per-game catalogs the deck and draft checks read, demo sets. */
@Module({
  imports: [TypeOrmModule.forFeature([CardSetEntity, CardEntity]), EventsModule],
  controllers: [CardSetsController],
  providers: [CardSetsService, CardCatalogsService, DemoSetsSeeder, RequireAdmin],
  exports: [CardSetsService, CardCatalogsService],
})
export class CardsModule {}
