import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { DraftService } from './draft.service';
import { PodStore } from './pod-store';

const TICK_MS = 500;
const PODS_PER_TICK = 50;

/**
 * Enforces pick deadlines. Every node runs one: each due pod is ticked in its own event write that
 * takes the pod with FOR UPDATE SKIP LOCKED (so nodes never handle the same pod at once) and applies
 * the engine's `tick`, which picks for late seats. Deadlines live in the database, so timers survive restarts.
 */
@Injectable()
export class DraftTicker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DraftTicker');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly store: PodStore,
    private readonly draft: DraftService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running ??= this.tick()
        .catch((error: unknown) =>
          // While the database is away every tick fails; health says so already, one line per tick would flood.
          isDatabaseUnavailable(error)
            ? this.logger.debug(`tick skipped, database unavailable: ${String(error)}`)
            : this.logger.error(`tick failed: ${String(error)}`),
        )
        .finally(() => (this.running = null));
    }, TICK_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  async tick(): Promise<void> {
    for (const pod of await this.store.due(PODS_PER_TICK)) await this.draft.tick(pod.eventId, pod.id);
  }
}
