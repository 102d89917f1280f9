import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PlayerView, PodProgressView, PodSeatsView, PodView, SocketIdentity } from '@cantina/contract';
import {
  affectedSeats,
  applyCommand,
  changesState,
  createDraft,
  draftedLeaders,
  draftLog,
  draftLogForSeat,
  isFinished,
  mergeDraftLogs,
  poolOf,
  publicView,
  seatPods,
  viewFor,
  type DraftCard,
  type DraftCommand,
  type DraftEvent,
  type DraftLog,
  type DraftState,
} from '@cantina/draft';
import type { CardSet } from '@cantina/games';
import { forbidden, notFound, ProblemException } from '../common/problem.exception';
import { EventViewsService } from '../events/event-views.service';
import { EventWriter, type EventWrite } from '../events/write/event-writer';
import { draftLogShare } from './draft-log-access';
import { draftInputs } from './draft-packs';
import { draftProblem } from './draft-errors';
import { PodEntity } from './pod.entity';
import { PlayerSeats } from './player-seats';
import { PodStore, type PodHead } from './pod-store';
import { PodStates } from './pod-states';

export const DRAFT_CLOCK = Symbol('DRAFT_CLOCK');
export type DraftClock = () => number;

/** Where a player sits, for the tournament's first-round pairing across the draft table. */
export interface DraftSeatOf {
  playerId: string;
  podId: string;
  seat: number;
}

const notStarted = () => new ProblemException(409, 'not-started', 'The draft has not started.');

/** A command's outcome: the pod's state after it, and `me` of any seat (built once per seat). */
interface Applied {
  state: DraftState;
  view(seat: number): PlayerView;
}

/**
 * Thin shell around the pure draft engine (libs/draft). A started pod is a snapshot plus a command log
 * (issue 13 item 1): every command is an event write (the event row FOR KEY SHARE, so pods draft side
 * by side) that locks the pod row, takes the pod's state from this node's hot states (`PodStates`,
 * folding forward what other nodes logged), runs the engine once, and appends one log row with the
 * pick rows and the version bump in one statement; the state is remembered and the views go out after
 * the commit.
 */
@Injectable()
export class DraftService {
  private readonly logger = new Logger('Draft');

  constructor(
    private readonly views: EventViewsService,
    private readonly writer: EventWriter,
    private readonly store: PodStore,
    private readonly states: PodStates,
    private readonly seats: PlayerSeats,
    @Inject(DRAFT_CLOCK) private readonly now: DraftClock,
  ) {}

  /** `POST .../pods`: seats the active players (the organizer may reseat until the draft starts). */
  async seat(eventId: string): Promise<PodSeatsView[]> {
    return this.writer.write(eventId, async (write) => {
      const players = await this.activePlayers(write);
      await write.apply({ type: 'seat', activePlayers: players.length });
      return (await this.seatWith(write, players)).map(seatsView);
    });
  }

  /** Within the event's start (the limited feature's write): seats if needed, generates the packs, opens every pod. */
  async startDraft(write: EventWrite, set: CardSet): Promise<number> {
    const event = write.row;
    let pods: Pick<PodHead, 'id' | 'eventId' | 'seats'>[] = await this.store.heads(event.id, write.manager);
    if (pods.length === 0) pods = await this.seatWith(write, await this.activePlayers(write));
    let firstSeat = 0;
    const layout = pods.map((pod) => {
      const entry = { podId: pod.id, seats: pod.seats, firstSeat };
      firstSeat += pod.seats.length;
      return entry;
    });
    const inputs = draftInputs(set, event.seed, event.settings.packsPerPlayer, layout, {
      mode: event.settings.pickTimer,
    });
    const now = this.now();
    for (const [i, pod] of pods.entries()) {
      const created = createDraft(inputs[i], now);
      if (!created.ok) throw new Error(`cannot create the draft of pod ${pod.id}: ${created.error.message}`);
      await this.store.start(write.manager, pod.id, created.state, created.events);
      this.announce(
        write,
        pod,
        applied(created.state),
        pod.seats.map((s) => s.seat),
      );
    }
    return pods.length;
  }

  async pick(eventId: string, playerId: string, packId: string, instanceId: string): Promise<PlayerView> {
    const found = await this.seats.of(eventId, playerId);
    if (!found) throw notStarted();
    const { seat } = found;
    const done = await this.command(eventId, found.podId, { type: 'pick', seat, packId, instanceId });
    return (done as Applied).view(seat);
  }

  /** Organizer pod controls: pause, resume, hand a seat to a bot. */
  async control(eventId: string, podId: string, command: DraftCommand): Promise<PodProgressView> {
    const pod = (await this.store.heads(eventId)).find((p) => p.id === podId);
    if (!pod) throw notFound('The pod');
    const done = await this.command(eventId, pod.id, command);
    return { id: pod.id, ...publicView((done as Applied).state) };
  }

  /** A player takes their seat back from a bot. */
  async takeBack(eventId: string, playerId: string): Promise<PlayerView> {
    const found = await this.seats.of(eventId, playerId);
    if (!found) throw notStarted();
    const done = await this.command(eventId, found.podId, { type: 'take-back', seat: found.seat });
    return (done as Applied).view(found.seat);
  }

  /** Timeouts: the engine's tick for a pod whose deadline has passed (the ticker calls this). */
  async tick(eventId: string, podId: string): Promise<void> {
    // Another node may hold this pod right now: it ticks it, this node skips it.
    await this.command(eventId, podId, { type: 'tick' }, { skipLocked: true });
  }

  async viewOf(eventId: string, playerId: string): Promise<PlayerView | null> {
    const found = await this.store.seatOf(eventId, playerId);
    if (!found?.pod.started) return null;
    return playerView((await this.states.latest(found.pod.id, found.pod.version)).state, found.seat);
  }

  async poolOf(eventId: string, playerId: string): Promise<DraftCard[] | null> {
    const found = await this.store.seatOf(eventId, playerId);
    if (!found?.pod.started) return null;
    return poolOf((await this.states.latest(found.pod.id, found.pod.version)).state, found.seat);
  }

  /** Every seated player's pod and seat. */
  async seatsOf(eventId: string, manager?: EntityManager): Promise<DraftSeatOf[]> {
    return (await this.store.heads(eventId, manager)).flatMap((pod) =>
      pod.seats.flatMap((s) => (s.playerId ? [{ playerId: s.playerId, podId: pod.id, seat: s.seat }] : [])),
    );
  }

  async podsView(eventId: string): Promise<PodView[]> {
    return Promise.all(
      (await this.store.heads(eventId)).map(async (pod) =>
        pod.started ? { id: pod.id, ...publicView(await this.stateOf(pod)) } : seatsView(pod),
      ),
    );
  }

  /** The draft log, as much of it as the reader may see (`draftLogShare`). */
  async log(eventId: string, identity: SocketIdentity): Promise<DraftLog> {
    const event = await this.views.findEvent(eventId);
    const pods = (await this.store.heads(eventId)).filter((p) => p.started);
    const over = pods.length > 0 && pods.every((p) => p.finished);
    const share = draftLogShare(identity.role, event.status, over);
    if (share === 'none') throw forbidden('Players may read the draft log once the draft is over.');
    if (share === 'whole' || identity.role !== 'player') {
      const states = await Promise.all(pods.map((p) => this.stateOf(p)));
      return mergeDraftLogs(states.map((state) => draftLog(state)));
    }
    const { playerId } = identity;
    const pod = pods.find((p) => p.seats.some((s) => s.playerId === playerId));
    if (!pod) return { packs: [], picks: [] };
    const seat = pod.seats.findIndex((s) => s.playerId === playerId);
    return draftLogForSeat(draftLog(await this.stateOf(pod)), pod.id, seat);
  }

  private async stateOf(pod: PodHead): Promise<DraftState> {
    return (await this.states.latest(pod.id, pod.version)).state;
  }

  /**
   * Runs one command on the pod and logs it if it changed the pod; the new state is kept for the next
   * command once committed. Null when `skipLocked` found the pod held by another writer.
   */
  private async command(
    eventId: string,
    podId: string,
    command: DraftCommand,
    options: { skipLocked?: boolean } = {},
  ): Promise<Applied | null> {
    const done = await this.writer.write(
      eventId,
      async (write) => {
        const pod = await this.store.lock(write.manager, podId, options);
        if (!pod) {
          if (options.skipLocked) return null;
          throw notStarted();
        }
        if (!pod.started || pod.eventId !== eventId) throw notStarted();
        const current = await this.states.at(write.manager, pod.id, pod.version);
        const now = this.now();
        const result = applyCommand(current.state, command, now);
        if (!result.ok) throw draftProblem(result.error);
        if (!changesState(current.state, result)) return { versioned: current, applied: applied(current.state) };
        const versioned = { version: current.version + 1, state: result.state };
        await this.store.append(
          write.manager,
          pod.id,
          { version: versioned.version, command, at: now },
          result.state,
          result.events,
        );
        if (isFinished(result.state)) await this.finishEventIfDone(write, pod);
        this.logPicks(pod, result.events);
        const done = applied(result.state);
        this.announce(write, pod, done, affectedSeats(result.state, result.events));
        return { versioned, applied: done };
      },
      { lock: 'shared' },
    );
    if (!done) return null;
    this.states.remember(podId, done.versioned);
    return done.applied;
  }

  /** When the last pod finishes, everyone goes on to build. */
  private async finishEventIfDone(write: EventWrite, finished: PodHead): Promise<void> {
    // Pods finishing at once must not both miss each other (READ COMMITTED): queue on the event first.
    await write.exclusive();
    const drafting = await this.store.othersDrafting(write.manager, finished.eventId, finished.id);
    await write.apply({ type: 'finish-draft', podsFinished: drafting === 0 });
  }

  /** `me` to the players whose view changed, the pod's progress to the organizer (coalesced by the live layer). */
  private announce(
    write: EventWrite,
    pod: Pick<PodHead, 'id' | 'eventId' | 'seats'>,
    done: Applied,
    seats: readonly number[],
  ): void {
    for (const seat of seats) {
      const playerId = pod.seats[seat]?.playerId;
      if (playerId) write.announce({ kind: 'player-view', eventId: pod.eventId, playerId, view: done.view(seat) });
    }
    write.announce({ kind: 'pod', eventId: pod.eventId, pod: { id: pod.id, ...publicView(done.state) } });
  }

  private logPicks(pod: PodHead, events: readonly DraftEvent[]): void {
    const picks = events.filter((e) => e.type === 'picked').length;
    if (picks > 0) this.logger.debug({ podId: pod.id, picks }, 'picks committed');
  }

  private async activePlayers(write: EventWrite) {
    return (await this.views.players(write.row.id, write.manager)).filter((p) => !p.dropped);
  }

  private async seatWith(write: EventWrite, players: readonly { id: string }[]): Promise<PodEntity[]> {
    const { row: event, manager } = write;
    if (players.length === 0) throw new ProblemException(409, 'conflict', 'No players have joined yet.');
    const seating = seatPods({
      playerIds: players.map((p) => p.id),
      podSize: event.settings.podSize,
      seed: event.seed,
      bots: event.settings.bots,
    });
    await manager.delete(PodEntity, { eventId: event.id });
    const pods: PodEntity[] = [];
    for (const [number, pod] of seating.entries()) {
      pods.push(
        await manager.save(manager.create(PodEntity, { eventId: event.id, number, seats: pod.seats, state: null })),
      );
    }
    return pods;
  }
}

/** `me` of each seat built at most once per command (the ack and the push share it). */
function applied(state: DraftState): Applied {
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
function playerView(state: DraftState, seat: number): PlayerView {
  const leaders = draftedLeaders(state);
  return leaders.length ? { ...viewFor(state, seat), leaders } : viewFor(state, seat);
}

function seatsView(pod: Pick<PodHead, 'id' | 'seats'>): PodSeatsView {
  return { id: pod.id, seats: pod.seats.map(({ seat, playerId, bot }) => ({ seat, playerId, bot })) };
}
