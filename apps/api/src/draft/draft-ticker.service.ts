import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { DraftService } from './draft.service';
import { PodEntity } from './pod.entity';

const TICK_MS = 500;
const PODS_PER_TICK = 50;

/**
 * Enforces pick deadlines. Every node runs one: it claims due pods with FOR UPDATE SKIP LOCKED (so
 * nodes never handle the same pod twice) and applies the engine's `tick`, which picks for late seats.
 * Deadlines live in the database, so timers survive restarts.
 */
@Injectable()
export class DraftTicker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DraftTicker');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: DataSource,
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
    const pushes = await this.db.transaction(async (manager) => {
      const due: { id: string }[] = await manager.query(
        `SELECT id FROM pods WHERE next_deadline <= now() ORDER BY next_deadline LIMIT ${PODS_PER_TICK} FOR UPDATE SKIP LOCKED`,
      );
      const done = [];
      for (const { id } of due) {
        const pod = await manager.findOne(PodEntity, { where: { id } });
        const result = pod ? await this.draft.tickPod(manager, pod) : null;
        if (result) done.push(result);
      }
      return done;
    });
    for (const push of pushes) this.draft.publish(push);
  }
}
