import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { DataSource } from 'typeorm';

/**
 * One upsert per hit: a fixed window per key (`ttl` ms), blocked for `blockDuration` ms once the
 * window holds more than `limit` hits. A block that has run out starts a fresh window.
 */
const INCREMENT = `
  INSERT INTO rate_limit_hits AS r (key, hits, window_ends, blocked_until)
  VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2::float8 / 1000),
          CASE WHEN 1 > $3::int THEN clock_timestamp() + make_interval(secs => $4::float8 / 1000) END)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_ends <= clock_timestamp() OR r.blocked_until <= clock_timestamp() THEN 1
                ELSE r.hits + 1 END,
    window_ends = CASE WHEN r.window_ends <= clock_timestamp() OR r.blocked_until <= clock_timestamp()
                       THEN excluded.window_ends ELSE r.window_ends END,
    blocked_until = CASE
      WHEN r.blocked_until > clock_timestamp() THEN r.blocked_until
      WHEN r.window_ends > clock_timestamp() AND r.blocked_until IS NULL AND r.hits + 1 > $3::int
        THEN clock_timestamp() + make_interval(secs => $4::float8 / 1000)
      ELSE NULL END
  RETURNING hits,
    ceil(extract(epoch FROM window_ends - clock_timestamp()))::int AS expires_in,
    coalesce(ceil(extract(epoch FROM blocked_until - clock_timestamp())), 0)::int AS blocked_for`;

const SWEEP = `DELETE FROM rate_limit_hits
  WHERE window_ends < clock_timestamp() AND (blocked_until IS NULL OR blocked_until < clock_timestamp())`;

const SWEEP_EVERY_MS = 60_000;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

interface IncrementRow {
  hits: number;
  expires_in: number;
  blocked_for: number;
}

/**
 * Rate-limit counters in PostgreSQL (an UNLOGGED table), so every API node counts against the same
 * limit. If the database cannot answer, requests are let through: the limiter must never be the
 * reason Cantina is down (the request itself then meets the database and answers 503).
 */
@Injectable()
export class PostgresThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimits');

  constructor(private readonly db: DataSource) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<ThrottlerStorageRecord> {
    try {
      const [row] = (await this.db.query(INCREMENT, [key, ttl, limit, blockDuration])) as IncrementRow[];
      const blockedFor = Math.max(0, row.blocked_for);
      return {
        totalHits: row.hits,
        timeToExpire: Math.max(0, row.expires_in),
        isBlocked: blockedFor > 0,
        timeToBlockExpire: blockedFor,
      };
    } catch (error) {
      this.logger.warn(`rate-limit store unavailable, letting the request through: ${String(error)}`);
      return { totalHits: 0, timeToExpire: Math.ceil(ttl / 1000), isBlocked: false, timeToBlockExpire: 0 };
    }
  }

  @Interval(SWEEP_EVERY_MS)
  async sweep(): Promise<void> {
    try {
      await this.db.query(SWEEP);
    } catch (error) {
      this.logger.debug(`rate-limit sweep skipped: ${String(error)}`);
    }
  }
}
