import { Injectable, Logger } from '@nestjs/common';
import { PodStore, type PodAppend } from './pod-store';

/** The most appends one statement carries: bounds its parameter and the rows it locks. */
const MAX_BATCH = 128;
/** Statements in flight at once: the appends arriving meanwhile wait and share the next one. */
const MAX_IN_FLIGHT = 2;

interface Waiting {
  append: PodAppend;
  done: (logged: boolean) => void;
  failed: (error: unknown) => void;
}

/**
 * Group commit (issue 13 item 2). Appends of different pods that arrive while earlier ones are being
 * written share one statement and one commit (`PodStore.appendMany`), so a busy node writes a round
 * trip and a WAL flush per batch instead of per pick. Nothing waits on a timer: with fewer than
 * `MAX_IN_FLIGHT` statements running, an append goes out at once. Each append still learns on its own
 * whether it was logged (its pod may have moved on), and only after the commit: no pick is acknowledged
 * before that. A failed statement is retried one append at a time, so one bad row fails only itself.
 */
@Injectable()
export class PodLogBatcher {
  private readonly logger = new Logger('PodLogBatcher');
  private queue: Waiting[] = [];
  private inFlight = 0;

  constructor(private readonly store: PodStore) {}

  /** True once committed; false when the pod was no longer at the version before the append. */
  append(append: PodAppend): Promise<boolean> {
    return new Promise((done, failed) => {
      this.queue.push({ append, done, failed });
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length > 0) {
      const { batch, rest } = takeBatch(this.queue);
      this.queue = rest;
      this.inFlight += 1;
      void this.write(batch).finally(() => {
        this.inFlight -= 1;
        this.flush();
      });
    }
  }

  private async write(batch: Waiting[]): Promise<void> {
    try {
      const logged = await this.store.appendMany(batch.map((w) => w.append));
      for (const w of batch) w.done(logged.has(w.append.podId));
    } catch (error) {
      if (batch.length === 1) return batch[0].failed(error);
      this.logger.warn(`a batch of ${batch.length} appends failed, writing them one by one: ${String(error)}`);
      await Promise.all(batch.map((w) => this.write([w])));
    }
  }
}

/** Up to `MAX_BATCH` waiting appends, at most one per pod (a pod's next append builds on its previous one). */
function takeBatch(queue: readonly Waiting[]): { batch: Waiting[]; rest: Waiting[] } {
  const batch: Waiting[] = [];
  const rest: Waiting[] = [];
  const pods = new Set<string>();
  for (const waiting of queue) {
    if (batch.length < MAX_BATCH && !pods.has(waiting.append.podId)) {
      pods.add(waiting.append.podId);
      batch.push(waiting);
    } else {
      rest.push(waiting);
    }
  }
  return { batch, rest };
}
