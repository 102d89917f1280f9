import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ProblemException } from '../common/problem.exception';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ClientAddresses } from '../throttling/client-address';
import { PostgresThrottlerStorage } from '../throttling/postgres-throttler-storage';

const WINDOW_MS = 60_000;
/** A twentieth of the per-address limit: 30 tries a minute by default. */
const SHARE_OF_ADDRESS_LIMIT = 20;

/** The re-entry tries a client address may make per minute (a whole store re-entering stays far below). */
export function reentryAttemptsPerMinute(config: Pick<AppConfig, 'rateLimitPerMinute'>): number {
  return Math.max(1, Math.floor(config.rateLimitPerMinute / SHARE_OF_ADDRESS_LIMIT));
}

/**
 * Re-entry codes are 50 bits; this keeps guessing them hopeless: every try counts per client address
 * (token or not, right code or not), on the shared PostgreSQL counters, on top of the route limits.
 */
@Injectable()
export class ReentryAttemptsGuard implements CanActivate {
  private readonly limit: number;

  constructor(
    private readonly counters: PostgresThrottlerStorage,
    private readonly addresses: ClientAddresses,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limit = reentryAttemptsPerMinute(config);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const key = `reentry:${this.addresses.of(request)}`;
    const record = await this.counters.increment(key, WINDOW_MS, this.limit, WINDOW_MS);
    if (record.isBlocked || record.totalHits > this.limit) {
      throw new ProblemException(429, 'rate-limited', 'Too many re-entry attempts; try again in a minute.');
    }
    return true;
  }
}
