import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { DataSource, type EntityManager } from 'typeorm';
import { foldLog, type VersionedState } from '@cantina/draft';
import { PodStore } from './pod-store';

/** Pods whose folded state a node keeps (an 8-seat swu pod is some 100 KB in memory). */
const HOT_PODS = 1024;

/**
 * The hot pod states of this node, keyed by pod and version (issue 13 item 1). A state is a fold of the
 * pod's snapshot and log with the pure engine, so any node can serve any pod: on a version it has not
 * seen it folds only the missing log rows onto the state it holds, or rebuilds from the snapshot on a
 * miss. Only committed versions are kept (a write's new state is remembered after its commit), so a
 * rolled-back write never leaves a state another command could build on. lru-cache bounds the memory.
 */
@Injectable()
export class PodStates {
  private readonly hot = new LRUCache<string, VersionedState>({ max: HOT_PODS });

  constructor(
    private readonly store: PodStore,
    private readonly db: DataSource,
  ) {}

  /** The state at exactly `version`: the caller holds the pod row, so no later command exists. */
  async at(manager: EntityManager, podId: string, version: number): Promise<VersionedState> {
    const folded = await this.fold(manager, podId, version);
    if (folded.version !== version) {
      throw new Error(`pod ${podId}: the log folds to version ${folded.version}, the pod is at ${version}`);
    }
    return folded;
  }

  /** The latest committed state (at `version` or later), for reads outside a write. */
  latest(podId: string, version: number): Promise<VersionedState> {
    return this.fold(this.db.manager, podId, version);
  }

  /** The latest committed state this node knows of, if any (it may be behind the database). */
  held(podId: string): VersionedState | undefined {
    return this.hot.get(podId);
  }

  /**
   * Folds the committed log rows after the held state onto it (another node's commands) and keeps the
   * result; its version, or undefined when this node holds no state of the pod.
   */
  async catchUp(podId: string): Promise<number | undefined> {
    const held = this.hot.get(podId);
    if (!held) return undefined;
    const folded = foldLog(held, await this.store.logAfter(this.db.manager, podId, held.version));
    this.remember(podId, folded);
    return folded.version;
  }

  /** Keeps a committed state, unless a later one is already here. */
  remember(podId: string, state: VersionedState): void {
    const held = this.hot.get(podId);
    if (!held || held.version < state.version) this.hot.set(podId, state);
  }

  private async fold(manager: EntityManager, podId: string, version: number): Promise<VersionedState> {
    const held = this.hot.get(podId);
    if (held?.version === version) return held;
    // A state ahead of the database (restored from a backup, or migrated) is no base: forget it, rebuild.
    if (held && held.version > version) this.hot.delete(podId);
    const from = held && held.version < version ? held : await this.store.snapshot(manager, podId);
    const folded = foldLog(from, await this.store.logAfter(manager, podId, from.version));
    // Read from committed rows only (nothing of this transaction's is logged yet): safe to keep.
    this.remember(podId, folded);
    return folded;
  }
}
