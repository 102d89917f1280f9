import { Module } from '@nestjs/common';
import { RequireAdmin } from '../admin/require-admin';
import { EventsModule } from '../events/events.module';
import { CardCatalogsService } from './card-catalogs.service';
import { CardSetsController } from './card-sets.controller';
import { CardSetsService } from './card-sets.service';
import { DemoSetsSeeder } from './demo-sets.seeder';

@Module({
  imports: [EventsModule],
  controllers: [CardSetsController],
  providers: [CardSetsService, CardCatalogsService, DemoSetsSeeder, RequireAdmin],
  exports: [CardSetsService, CardCatalogsService],
})
export class CardsModule {}
