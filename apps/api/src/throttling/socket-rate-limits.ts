import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PostgresThrottlerStorage } from './postgres-throttler-storage';

const MINUTE_MS = 60_000;

/** socket.io is not HTTP, so its two costly messages get limits of their own, in the shared store. */
@Injectable()
export class SocketRateLimits {
  constructor(
    private readonly store: PostgresThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Handshakes per client address: each costs a token lookup and a full event view. */
  allowHandshake(address: string): Promise<boolean> {
    return this.allow(`socket-connect:${address}`, this.config.socketConnectsPerMinute);
  }

  /** `pick` messages per player: a person picks at most about once a second. */
  allowPick(playerId: string): Promise<boolean> {
    return this.allow(`socket-pick:${playerId}`, this.config.socketPicksPerMinute);
  }

  private async allow(key: string, limit: number): Promise<boolean> {
    const record = await this.store.increment(key, MINUTE_MS, limit, MINUTE_MS);
    return !record.isBlocked;
  }
}
