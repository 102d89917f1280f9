import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { applyEventCommand, type EventChange, type EventCommand, type EventState } from '@cantina/events';
import { notFound } from '../../common/problem.exception';
import { isOurId } from '../../common/ids';
import { ChangeFeed } from '../../changes/change-feed';
import type { LiveChange } from '../../changes/live-change';
import { EventEntity } from '../entities/event.entity';
import { eventCommandProblem } from './event-command-problem';
import { changedColumns, eventState } from './event-state';

/**
 * `exclusive` (FOR UPDATE) for writes that may change the event; `shared` (FOR KEY SHARE) for writes that
 * may run side by side within one event (Swiss results, decks) but must not overlap an exclusive one;
 * `deferred` for writes serialized by a row of their own that every conflicting writer takes too (a draft
 * command holds its pod row: the start and a reseat write the pods under the event's FOR UPDATE, and the
 * first pairing needs every pod finished, after which a pod takes no command): the event row is neither
 * read nor locked until the step reads it or changes the event, then it is taken as `shared` would.
 */
export type EventLock = 'exclusive' | 'shared' | 'deferred';

/** Runs the work in one transaction: the default, or the idempotent-request store's. */
export type TransactionRunner = <R>(work: (manager: EntityManager) => Promise<R>) => Promise<R>;

export interface EventWriteOptions {
  lock?: EventLock;
  transaction?: TransactionRunner;
}

/** What a feature's step gets: the locked row, the aggregate, and the way to change it. */
export interface EventWrite {
  readonly manager: EntityManager;
  /** The event row as locked (read it; the aggregate's columns change only through `apply`). */
  readonly row: EventEntity;
  /** The aggregate after the commands applied so far. */
  readonly state: EventState;
  /** Runs a command of the event's state machine; a refusal is thrown as its problem. */
  apply(command: EventCommand): Promise<EventChange[]>;
  /** Throws the refusal `apply` would, changing nothing (a preview, or a check before costly work). */
  check(command: EventCommand): void;
  /**
   * Call before reading what a change of the event depends on. In a shared write it queues behind the
   * other shared writers of this event that change it (exclusive writers are already kept out by the
   * shared lock); in an exclusive write there is nothing to wait for.
   */
  exclusive(): Promise<void>;
  /** Queues a change for the live layer; it goes out only if the transaction commits. */
  announce(...changes: LiveChange[]): void;
  /** Records the card set the event is played with (a limited start fixes it). */
  setCardSet(code: string): Promise<void>;
}

const DEADLOCK = '40P01';
const ATTEMPTS = 3;

const isDeadlock = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === DEADLOCK;

/**
 * The one write path of the API (README "A pick, end to end"): lock the event row once, run the
 * feature's step (which calls the domain), persist the aggregate's columns in the same transaction,
 * commit, then hand every change to the one publisher. Shared writers that change the event (the last
 * pick of a pod) queue behind each other on an advisory lock; a deadlock PostgreSQL still reports (rows
 * of two features locked in different orders) is retried.
 */
@Injectable()
export class EventWriter {
  constructor(
    private readonly db: DataSource,
    private readonly feed: ChangeFeed,
  ) {}

  async write<R>(
    eventId: string,
    step: (write: EventWrite) => Promise<R>,
    options: EventWriteOptions = {},
  ): Promise<R> {
    if (!isOurId(eventId)) throw notFound('The event');
    const transaction: TransactionRunner = options.transaction ?? ((work) => this.db.transaction(work));
    for (let attempt = 1; ; attempt++) {
      const announced: LiveChange[] = [];
      try {
        const result = await transaction((manager) => this.run(manager, eventId, step, options.lock, announced));
        this.feed.publish(announced);
        return result;
      } catch (error) {
        if (!isDeadlock(error) || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  private async run<R>(
    manager: EntityManager,
    eventId: string,
    step: (write: EventWrite) => Promise<R>,
    lock: EventLock = 'exclusive',
    announced: LiveChange[],
  ): Promise<R> {
    let locked = lock === 'deferred' ? null : await lockEvent(manager, eventId, lock);
    let before = locked ? eventState(locked) : null;
    let state = before;
    let exclusive = lock === 'exclusive';
    let changed = false;
    const loaded = () => {
      if (!locked || !state) throw new Error('a deferred event write reads the event only after exclusive()');
      return { row: locked, state };
    };
    // Deferred: the row FOR KEY SHARE once needed. This write holds its own row (a started pod) by then, and
    // the writers that may hold the event FOR UPDATE (start, reseat, pairing) never wait for such a row.
    const load = async () => {
      if (locked) return;
      locked = await lockEvent(manager, eventId, 'shared');
      before = state = eventState(locked);
    };
    const write: EventWrite = {
      manager,
      get row() {
        return loaded().row;
      },
      get state() {
        return loaded().state;
      },
      exclusive: async () => {
        if (exclusive) return;
        await load();
        // Not an upgrade to FOR UPDATE: a pick holding its pod while waiting for the other pickers' shared
        // locks, who wait for that pod, would deadlock. The UPDATE that persists the change takes FOR NO KEY
        // UPDATE, which FOR KEY SHARE holders do not block.
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext('cantina-event:' || $1))`, [eventId]);
        exclusive = true;
      },
      check: (command) => {
        const result = applyEventCommand(loaded().state, command);
        if (!result.ok) throw eventCommandProblem(result.error);
      },
      apply: async (command) => {
        await load();
        const result = applyEventCommand(loaded().state, command);
        if (!result.ok) throw eventCommandProblem(result.error);
        if (result.changes.length > 0) {
          await write.exclusive();
          state = result.event;
          changed = true;
        }
        return result.changes;
      },
      announce: (...changes) => announced.push(...changes),
      setCardSet: async (code) => {
        await manager.update(EventEntity, { id: eventId }, { setCode: code });
      },
    };
    const result = await step(write);
    if (!before || !state) return result; // a deferred write that never read the event
    const columns = changedColumns(before, state);
    if (Object.keys(columns).length > 0) await manager.update(EventEntity, { id: eventId }, columns);
    // Every change of the aggregate shows in the public event view.
    if (changed) announced.unshift({ kind: 'event', eventId });
    return result;
  }
}

async function lockEvent(manager: EntityManager, eventId: string, lock: EventLock): Promise<EventEntity> {
  const row = await manager.findOne(EventEntity, {
    where: { id: eventId },
    lock: { mode: lock === 'exclusive' ? 'pessimistic_write' : 'for_key_share' },
  });
  if (!row) throw notFound('The event');
  return row;
}
