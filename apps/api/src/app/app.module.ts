import { type DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { AdminModule } from '../admin/admin.module';
import { ProblemFilter } from '../common/problem.filter';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DatabaseModule } from '../database/database.module';
import { CardsModule } from '../cards/cards.module';
import { DecksModule } from '../decks/decks.module';
import { DraftModule } from '../draft/draft.module';
import { EventsModule } from '../events/events.module';
import { LimitedModule } from '../limited/limited.module';
import { TournamentModule } from '../tournament/tournament.module';
import { GamesController } from '../games/games.controller';
import { HealthController } from '../health/health.controller';
import { ThrottlingModule } from '../throttling/throttling.module';
import { HttpThrottlerGuard } from './http-throttler.guard';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        // Periodic clean-ups (rate-limit windows, idempotency keys) run as @Interval jobs.
        ScheduleModule.forRoot(),
        LoggerModule.forRoot({
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            autoLogging: { ignore: (req) => req.url === '/api/health' },
          },
        }),
        ThrottlerModule.forRoot({ throttlers: [{ ttl: 60_000, limit: config.rateLimitPerMinute }] }),
        DatabaseModule,
        ThrottlingModule,
        AdminModule,
        EventsModule,
        CardsModule,
        DecksModule,
        LimitedModule,
        DraftModule,
        TournamentModule,
      ],
      controllers: [HealthController, GamesController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_GUARD, useClass: HttpThrottlerGuard },
        { provide: APP_FILTER, useClass: ProblemFilter },
      ],
      exports: [APP_CONFIG],
    };
  }
}
