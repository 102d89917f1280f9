import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PostgresThrottlerStorage } from './postgres-throttler-storage';

const MINUTE_MS = 60_000;
const MINUTE_S = 60;

/** socket.io is not HTTP, so its two costly messages get limits of their own. */
@Injectable()
export class SocketRateLimits {
  /**
   * Picks are counted in this node's memory, not in the shared store: a pick is the hot path, and
   * an upsert per pick was a second statement and round trip beside the pick's own transaction.
   * A socket lives on one node, so the count is exact for every socket this node holds; a player
   * with sockets on several nodes at once gets at most the limit times the number of nodes, which
   * still stops a runaway client (the limit is far above any person). Same rule as the store:
   * a fixed one-minute window, blocked for a minute once it holds more than the limit.
   */
  private readonly picks: RateLimiterMemory;

  constructor(
    private readonly store: PostgresThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.picks = new RateLimiterMemory({
      keyPrefix: 'socket-pick',
      points: config.socketPicksPerMinute,
      duration: MINUTE_S,
      blockDuration: MINUTE_S,
    });
  }

  /** Handshakes per client address, in the shared store: each costs a token lookup and a full event view. */
  async allowHandshake(address: string): Promise<boolean> {
    const record = await this.store.increment(
      `socket-connect:${address}`,
      MINUTE_MS,
      this.config.socketConnectsPerMinute,
      MINUTE_MS,
    );
    return !record.isBlocked;
  }

  /** `pick` messages per player (per token): a person picks at most about once a second. */
  async allowPick(playerId: string): Promise<boolean> {
    try {
      await this.picks.consume(playerId);
      return true;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    }
  }
}
