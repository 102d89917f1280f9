import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PlayerView } from '@cantina/contract';
import {
  affectedSeats,
  applyCommand,
  changesState,
  draftedLeaders,
  isFinished,
  publicView,
  viewFor,
  type DraftCommand,
  type DraftState,
  type VersionedState,
} from '@cantina/draft';
import { ProblemException } from '../common/problem.exception';
import { EventWriter, type EventWrite } from '../events/write/event-writer';
import { draftProblem } from './draft-errors';
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
 * With the pod's latest state in memory the command runs on it and its log row is appended only if the
 * pod is still at that version (`UPDATE ... WHERE version = $v`, one round trip); otherwise, or when the
 * engine refuses the command on that state, the pod row is locked, the missing log rows folded on, and
 * the command run again on the pod as it is.
 */
@Injectable()
export class PodCommands {
  private readonly logger = new Logger('Draft');

  constructor(
    private readonly writer: EventWriter,
    private readonly store: PodStore,
    private readonly states: PodStates,
    @Inject(DRAFT_CLOCK) private readonly now: DraftClock,
  ) {}

  /**
   * Runs one command and logs it if it changed the pod; the new state is kept for the next command once
   * committed. Null when `skipLocked` found the pod held by another writer (the ticker's case).
   */
  async run(pod: Pod, command: DraftCommand, options: { skipLocked?: boolean } = {}): Promise<Applied | null> {
    const done = await this.writer.write(
      pod.eventId,
      async (write) => {
        const held = options.skipLocked ? undefined : this.states.held(pod.id);
        if (held) {
          const fast = await this.attempt(write, pod, held, command, 'if-current');
          if (fast) return fast;
        }
        const head = await this.store.lock(write.manager, pod.id, options);
        if (!head) {
          if (options.skipLocked) return null;
          throw notStarted();
        }
        if (!head.started || head.eventId !== pod.eventId) throw notStarted();
        const current = await this.states.at(write.manager, pod.id, head.version);
        return this.attempt(write, pod, current, command, 'locked');
      },
      { lock: 'deferred' },
    );
    if (!done) return null;
    this.states.remember(pod.id, done.versioned);
    return done.applied;
  }

  /**
   * The command on `current`. `if-current`: null when the pod has moved on or the engine refuses (the
   * caller retries on the locked pod); `locked`: the pod row is held at `current`, so refusals are final.
   */
  private async attempt(
    write: EventWrite,
    pod: Pod,
    current: VersionedState,
    command: DraftCommand,
    mode: 'if-current' | 'locked',
  ): Promise<{ versioned: VersionedState; applied: Applied } | null> {
    const now = this.now();
    const result = applyCommand(current.state, command, now);
    if (!result.ok) {
      if (mode === 'if-current') return null;
      throw draftProblem(result.error);
    }
    if (!changesState(current.state, result)) {
      return mode === 'locked' ? { versioned: current, applied: applied(current.state) } : null;
    }
    const versioned = { version: current.version + 1, state: result.state };
    const entry = { version: versioned.version, command, at: now };
    if (!(await this.store.append(write.manager, pod.id, entry, result.state, result.events))) {
      if (mode === 'if-current') return null;
      throw new Error(`pod ${pod.id} moved on while locked at version ${current.version}`);
    }
    if (isFinished(result.state)) await this.finishEventIfDone(write, pod);
    const picks = result.events.filter((e) => e.type === 'picked').length;
    if (picks > 0) this.logger.debug({ podId: pod.id, picks }, 'picks committed');
    const done = applied(result.state);
    announce(write, pod, done, affectedSeats(result.state, result.events));
    return { versioned, applied: done };
  }

  /** When the last pod finishes, everyone goes on to build. */
  private async finishEventIfDone(write: EventWrite, finished: Pod): Promise<void> {
    // Pods finishing at once must not both miss each other (READ COMMITTED): queue on the event first.
    await write.exclusive();
    const drafting = await this.store.othersDrafting(write.manager, finished.eventId, finished.id);
    await write.apply({ type: 'finish-draft', podsFinished: drafting === 0 });
  }
}

/** `me` to the players whose view changed, the pod's progress to the organizer (coalesced by the live layer). */
export function announce(write: EventWrite, pod: Pod, done: Applied, seats: readonly number[]): void {
  for (const seat of seats) {
    const playerId = done.state.seats[seat]?.playerId;
    if (playerId) write.announce({ kind: 'player-view', eventId: pod.eventId, playerId, view: done.view(seat) });
  }
  write.announce({ kind: 'pod', eventId: pod.eventId, pod: { id: pod.id, ...publicView(done.state) } });
}

/** `me` of each seat built at most once per command (the ack and the push share it). */
export function applied(state: DraftState): Applied {
  const views = new Map<number, PlayerView>();
  return {
    state,
    view(seat) {
      let view = views.get(seat);
      if (!view) {
        view = playerView(state, seat);
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
export function playerView(state: DraftState, seat: number): PlayerView {
  const leaders = draftedLeaders(state);
  return leaders.length ? { ...viewFor(state, seat), leaders } : viewFor(state, seat);
}
