import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PlayerView } from '@cantina/contract';
import {
  affectedSeats,
  applyCommand,
  changesState,
  draftedLeaders,
  isFinished,
  isRepeatPick,
  leadersMayChange,
  publicView,
  shownDeadline,
  viewFor,
  type DraftCommand,
  type DraftEvent,
  type DraftState,
  type VersionedState,
} from '@cantina/draft';
import { ProblemException } from '../common/problem.exception';
import { EventWriter, type EventWrite, type TransactionRunner } from '../events/write/event-writer';
import { draftProblem } from './draft-errors';
import { KeyedQueue } from './keyed-queue';
import { PodLogBatcher } from './pod-log-batcher';
import { PodStore } from './pod-store';
import { PodStates } from './pod-states';

export const DRAFT_CLOCK = Symbol('DRAFT_CLOCK');
export type DraftClock = () => number;

/** A command's outcome: the pod's state after it, and `me` of any seat (built once per seat). */
export interface Applied {
  state: DraftState;
  view(seat: number): PlayerView;
}

export const notStarted = () => new ProblemException(409, 'not-started', 'The draft has not started.');

/** The pod a command runs on: the event it belongs to (announcements, the event's finish). */
interface Pod {
  id: string;
  eventId: string;
}

/**
 * Runs draft commands on started pods (issue 13 item 1). Each is an event write in `deferred` mode: the
 * pod row serializes the pod's writers and the event row is locked only when the last pod finishes.
 * A pod's commands on this node take turns (`KeyedQueue`). With the pod's latest state in memory the
 * command runs on it, and when it neither finishes the pod nor is refused, its log row, pick rows and
 * version bump are appended only if the pod is still at that version (`UPDATE ... WHERE version = $v`),
 * in one statement shared with other pods' appends (`PodLogBatcher`, group commit), with no BEGIN/COMMIT
 * around it. Otherwise (another node got there first, a refusal to confirm, the pod's last pick, the
 * ticker) a transaction locks the pod row, folds on the log rows this node lacks and runs the command on
 * the pod as it is.
 */
@Injectable()
export class PodCommands {
  /** A step of a single statement needs no transaction around it: the statement is atomic and durable. */
  private readonly oneStatement: TransactionRunner = (work) => work(this.db.manager);
  private readonly turns = new KeyedQueue();
  /** Picks queued or running on this node, by pod, seat, pack and card. */
  private readonly waitingPicks = new Map<string, Promise<Applied | null>>();

  constructor(
    private readonly db: DataSource,
    private readonly writer: EventWriter,
    private readonly store: PodStore,
    private readonly states: PodStates,
    private readonly batcher: PodLogBatcher,
    @Inject(DRAFT_CLOCK) private readonly now: DraftClock,
  ) {}

  /**
   * Runs one command and logs it if it changed the pod; the new state is kept for the next command once
   * committed. Null when `skipLocked` found the pod held by another writer (the ticker's case).
   */
  run(pod: Pod, command: DraftCommand, options: { skipLocked?: boolean } = {}): Promise<Applied | null> {
    if (command.type !== 'pick') return this.turns.run(pod.id, () => this.runNow(pod, command, options));
    // A pick resent after its ack was lost takes no turn: every turn a repeat took would slow its seat
    // down and invite more resends. The held state is committed, so its answer is the applied pick.
    const held = this.states.held(pod.id);
    if (held && isRepeatPick(held.state, command.seat, command.packId, command.instanceId)) {
      return Promise.resolve(applied(held.state));
    }
    // A phone resending a pick still waiting for its turn joins it instead of queueing a second one.
    const key = `${pod.id}/${command.seat}/${command.packId}/${command.instanceId}`;
    const waiting = this.waitingPicks.get(key);
    if (waiting) return waiting;
    const run = this.turns.run(pod.id, () => this.runNow(pod, command, options));
    this.waitingPicks.set(key, run);
    const forget = () => this.waitingPicks.delete(key);
    run.then(forget, forget);
    return run;
  }

  private async runNow(pod: Pod, command: DraftCommand, options: { skipLocked?: boolean }): Promise<Applied | null> {
    if (!options.skipLocked) {
      const fast = await this.runOnHeld(pod, command);
      if (fast) return fast;
      // Another node may have moved the pod on: fold its log rows (one read) and try once more before locking.
      const held = this.states.held(pod.id)?.version;
      if (held !== undefined && (await this.states.catchUp(pod.id)) !== held) {
        const again = await this.runOnHeld(pod, command);
        if (again) return again;
      }
    }
    const done = await this.writer.write(
      pod.eventId,
      async (write) => {
        const head = await this.store.lock(write.manager, pod.id, options);
        if (!head) {
          if (options.skipLocked) return null;
          throw notStarted();
        }
        if (!head.started || head.eventId !== pod.eventId) throw notStarted();
        const current = await this.states.at(write.manager, pod.id, head.version);
        return this.runLocked(write, pod, current, command);
      },
      { lock: 'deferred' },
    );
    if (!done) return null;
    this.states.remember(pod.id, done.versioned);
    return done.applied;
  }

  /** The command on this node's latest state of the pod, as one statement; null to take the locked road. */
  private async runOnHeld(pod: Pod, command: DraftCommand): Promise<Applied | null> {
    const held = this.states.held(pod.id);
    if (!held) return null;
    const now = this.now();
    const result = applyCommand(held.state, command, now);
    // A refusal may be this node's state lagging; a finished pod changes the event too: both go locked.
    if (!result.ok || isFinished(result.state)) return null;
    // A repeat (a pick already applied, resent after a lost ack) is answered from the committed state:
    // no round trip, and no turn held up while a phone resends.
    if (!changesState(held.state, result)) return applied(held.state);
    const versioned = { version: held.version + 1, state: result.state };
    const entry = { version: versioned.version, command, at: now };
    const done = await this.writer.write(
      pod.eventId,
      async (write) => {
        if (!(await this.batcher.append({ podId: pod.id, entry, state: result.state, events: result.events }))) {
          return null;
        }
        return this.logged(write, pod, held.state, result.state, result.events);
      },
      { lock: 'deferred', transaction: this.oneStatement },
    );
    if (done) this.states.remember(pod.id, versioned);
    return done;
  }

  /** The command on `current`, the pod row held at its version: a refusal is final. */
  private async runLocked(
    write: EventWrite,
    pod: Pod,
    current: VersionedState,
    command: DraftCommand,
  ): Promise<{ versioned: VersionedState; applied: Applied }> {
    const now = this.now();
    const result = applyCommand(current.state, command, now);
    if (!result.ok) throw draftProblem(result.error);
    if (!changesState(current.state, result)) return { versioned: current, applied: applied(current.state) };
    const versioned = { version: current.version + 1, state: result.state };
    const entry = { version: versioned.version, command, at: now };
    const append = { podId: pod.id, entry, state: result.state, events: result.events };
    if (!(await this.store.append(write.manager, append))) {
      throw new Error(`pod ${pod.id} moved on while locked at version ${current.version}`);
    }
    if (isFinished(result.state)) await this.finishEventIfDone(write, pod);
    return { versioned, applied: this.logged(write, pod, current.state, result.state, result.events) };
  }

  /** After a command's rows are written: its views, announced for after the commit. */
  private logged(
    write: EventWrite,
    pod: Pod,
    before: DraftState,
    state: DraftState,
    events: readonly DraftEvent[],
  ): Applied {
    const done = applied(state, leadersMayChange(state, events));
    announce(write, pod, done, affectedSeats(state, events), before);
    return done;
  }

  /** When the last pod finishes, everyone goes on to build. */
  private async finishEventIfDone(write: EventWrite, finished: Pod): Promise<void> {
    // Pods finishing at once must not both miss each other (READ COMMITTED): queue on the event first.
    await write.exclusive();
    const drafting = await this.store.othersDrafting(write.manager, finished.eventId, finished.id);
    await write.apply({ type: 'finish-draft', podsFinished: drafting === 0 });
  }
}

/**
 * `me` to the players whose view changed, with whether their pick clock moved since `before` (the
 * state the command ran on; none at the start), and the pod's progress to the organizer (coalesced by
 * the live layer).
 */
export function announce(
  write: EventWrite,
  pod: Pod,
  done: Applied,
  seats: readonly number[],
  before?: DraftState,
): void {
  for (const seat of seats) {
    const playerId = done.state.seats[seat]?.playerId;
    if (!playerId) continue;
    const view = done.view(seat);
    const clockChanged = !before || shownDeadline(before, seat) !== view.deadline;
    write.announce({ kind: 'player-view', eventId: pod.eventId, playerId, view, clockChanged });
  }
  const { state } = done;
  write.announce({
    kind: 'pod',
    eventId: pod.eventId,
    podId: pod.id,
    progress: () => ({ id: pod.id, ...publicView(state) }),
  });
}

/**
 * `me` of each seat built at most once per command (the ack and the push share it). Without
 * `withLeaders` the views leave out the drafted leaders, which that command did not change (the phone
 * keeps the ones it has): they are a third of a late `me`, sent twice per pick.
 */
export function applied(state: DraftState, withLeaders = true): Applied {
  const views = new Map<number, PlayerView>();
  let leaders: ReturnType<typeof draftedLeaders> | undefined;
  return {
    state,
    view(seat) {
      let view = views.get(seat);
      if (!view) {
        // The drafted leaders are the same in every seat's view: walked once per command, not per seat.
        leaders ??= withLeaders ? draftedLeaders(state) : [];
        view = playerView(state, seat, leaders);
        views.set(seat, view);
      }
      return view;
    },
  };
}

/**
 * The contract's `me`, plus the leaders every seat has drafted in swu (public during the draft, SWU rules
 * "Draft" step 1) with the seat's name so the phone can show them.
 */
export function playerView(state: DraftState, seat: number, leaders = draftedLeaders(state)): PlayerView {
  return leaders.length ? { ...viewFor(state, seat), leaders } : viewFor(state, seat);
}
