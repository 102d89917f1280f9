import { type DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { AdminModule } from '../admin/admin.module';
import { ChangesModule } from '../changes/changes.module';
import { ProblemFilter } from '../common/problem.filter';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DatabaseModule } from '../database/database.module';
import { CardsModule } from '../cards/cards.module';
import { DecksModule } from '../decks/decks.module';
import { DraftModule } from '../draft/draft.module';
import { EventsModule } from '../events/events.module';
import { IdentityGuard } from '../events/identity/identity.guard';
import { LimitedModule } from '../limited/limited.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { TournamentModule } from '../tournament/tournament.module';
import { GamesController } from '../games/games.controller';
import { HealthController } from '../health/health.controller';
import { ThrottlingModule } from '../throttling/throttling.module';
import { HttpThrottlerGuard } from './http-throttler.guard';
import { PublicAddressController } from './public-address.controller';

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
        ChangesModule,
        // The features, side by side; each registers its own entities.
        EventsModule,
        CardsModule,
        DecksModule,
        LimitedModule,
        DraftModule,
        TournamentModule,
        // On top: the only layer that knows socket.io.
        RealtimeModule,
      ],
      controllers: [HealthController, GamesController, PublicAddressController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        // Guards run in this order: rate limits first, then `@Authorize`.
        { provide: APP_GUARD, useClass: HttpThrottlerGuard },
        { provide: APP_GUARD, useClass: IdentityGuard },
        { provide: APP_FILTER, useClass: ProblemFilter },
      ],
      exports: [APP_CONFIG],
    };
  }
}
