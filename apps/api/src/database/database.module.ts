import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MIGRATIONS } from './migrations';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl) throw new Error('DATABASE_URL is not set and no embedded database was started');
        return {
          type: 'postgres' as const,
          url: config.databaseUrl,
          // Each feature registers its entities with TypeOrmModule.forFeature.
          autoLoadEntities: true,
          migrations: MIGRATIONS,
          migrationsRun: true,
          synchronize: false,
          retryAttempts: 3,
          retryDelay: 1000,
          // A request that cannot get a connection in time fails (503 database-unavailable), never hangs.
          extra: { max: config.dbPoolSize, connectionTimeoutMillis: config.dbPoolTimeoutMs },
        };
      },
    }),
  ],
})
export class DatabaseModule {}
