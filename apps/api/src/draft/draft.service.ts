import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { PlayerView } from '@cantina/contract';
import {
  affectedSeats,
  applyCommand,
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
  type DraftPublicView,
  type DraftState,
} from '@cantina/draft';
import type { CardSet } from '@cantina/games';
import { forbidden, notFound, ProblemException } from '../common/problem.exception';
import { EventEntity } from '../events/entities/event.entity';
import { EventAccessService } from '../events/event-access.service';
import { EventViewsService } from '../events/event-views.service';
import { EventsGateway } from '../events/events.gateway';
import { draftLogShare } from './draft-log-access';
import { draftInputs } from './draft-packs';
import { draftProblem } from './draft-errors';
import { PodEntity } from './pod.entity';
import { PodStore } from './pod-store';

export interface PodSeatsView {
  id: string;
  seats: { seat: number; playerId: string | null; bot: boolean }[];
}

/** A started pod for the organizer: the engine's public view, with the pod's id. */
export type PodProgressView = DraftPublicView & { id: string };

/** What to push after a commit: `me` to players whose view changed, the pod to the organizer. */
interface Pushes {
  eventId: string;
  pod: PodEntity;
  state: DraftState;
  seats: number[];
  statusChanged: boolean;
}

export const DRAFT_CLOCK = Symbol('DRAFT_CLOCK');
export type DraftClock = () => number;

/**
 * Thin shell around the pure draft engine (libs/draft): load a pod under a row lock, apply one
 * command, write the new state and its pick rows in the same transaction, then push the views.
 */
@Injectable()
export class DraftService {
  private readonly logger = new Logger('Draft');

  constructor(
    private readonly db: DataSource,
    private readonly access: EventAccessService,
    private readonly views: EventViewsService,
    private readonly store: PodStore,
    private readonly feed: EventsGateway,
    @Inject(DRAFT_CLOCK) private readonly now: DraftClock,
  ) {}

  /** `POST .../pods`: seats the active players (organizer may reseat until the draft starts). */
  async seat(eventId: string, token: string | undefined): Promise<PodSeatsView[]> {
    await this.views.findEvent(eventId);
    await this.access.requireOrganizer(eventId, token);
    return this.db.transaction(async (manager) => {
      const event = await manager.findOne(EventEntity, { where: { id: eventId }, lock: { mode: 'pessimistic_write' } });
      if (!event) throw notFound('The event');
      if (event.status !== 'registration') throw new ProblemException(409, 'already-started', 'The draft has started.');
      return (await this.seatWith(manager, event)).map(seatsView);
    });
  }

  /** Called inside the start transaction: seats if needed, generates the packs, opens every pod. */
  async startDraft(manager: EntityManager, event: EventEntity, set: CardSet): Promise<Pushes[]> {
    let pods = await this.store.pods(event.id, manager);
    if (pods.length === 0) pods = await this.seatWith(manager, event);
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
    const pushes: Pushes[] = [];
    for (const [i, pod] of pods.entries()) {
      const created = createDraft(inputs[i], now);
      if (!created.ok) throw new Error(`cannot create the draft of pod ${pod.id}: ${created.error.message}`);
      await this.store.save(manager, pod, created.state, created.events);
      pushes.push({
        eventId: event.id,
        pod,
        state: created.state,
        seats: pod.seats.map((s) => s.seat),
        statusChanged: false,
      });
    }
    return pushes;
  }

  async pick(eventId: string, playerId: string, packId: string, instanceId: string): Promise<PlayerView> {
    // The seat only: the state is read once, under the row lock.
    const found = await this.store.seatOf(eventId, playerId, false);
    if (!found) throw new ProblemException(409, 'not-started', 'The draft has not started.');
    const { seat } = found;
    const state = await this.command(found.pod.id, { type: 'pick', seat, packId, instanceId });
    return playerView(state, seat);
  }

  /** Organizer pod controls: pause, resume, hand a seat to a bot. */
  async control(
    eventId: string,
    podId: string,
    token: string | undefined,
    command: DraftCommand,
  ): Promise<PodProgressView> {
    await this.views.findEvent(eventId);
    await this.access.requireOrganizer(eventId, token);
    const pod = (await this.store.pods(eventId)).find((p) => p.id === podId);
    if (!pod) throw notFound('The pod');
    return { id: pod.id, ...publicView(await this.command(pod.id, command)) };
  }

  /** A player takes their seat back from a bot. */
  async takeBack(eventId: string, playerId: string): Promise<PlayerView> {
    const found = await this.store.seatOf(eventId, playerId);
    if (!found?.pod.state) throw new ProblemException(409, 'not-started', 'The draft has not started.');
    return playerView(await this.command(found.pod.id, { type: 'take-back', seat: found.seat }), found.seat);
  }

  /** Timeouts: applies the engine's tick to a pod whose deadline has passed (called by the ticker). */
  async tickPod(manager: EntityManager, pod: PodEntity): Promise<Pushes | null> {
    if (!pod.state) return null;
    return this.applyLocked(manager, pod, { type: 'tick' });
  }

  async viewOf(eventId: string, playerId: string): Promise<PlayerView | null> {
    const found = await this.store.seatOf(eventId, playerId);
    return found?.pod.state ? playerView(found.pod.state, found.seat) : null;
  }

  async poolOf(eventId: string, playerId: string): Promise<DraftCard[] | null> {
    const found = await this.store.seatOf(eventId, playerId);
    return found?.pod.state ? poolOf(found.pod.state, found.seat) : null;
  }

  async podsView(eventId: string, token: string | undefined): Promise<(PodProgressView | PodSeatsView)[]> {
    await this.views.findEvent(eventId);
    await this.access.requireOrganizer(eventId, token);
    return (await this.store.pods(eventId)).map((pod) =>
      pod.state ? { id: pod.id, ...publicView(pod.state) } : seatsView(pod),
    );
  }

  /** The draft log, as much of it as the reader may see (`draftLogShare`). */
  async log(eventId: string, token: string | undefined): Promise<DraftLog> {
    const event = await this.views.findEvent(eventId);
    const identity = await this.access.requireIdentityIn(eventId, token);
    const pods = (await this.store.pods(eventId)).filter((p) => p.state);
    const over = pods.length > 0 && pods.every((p) => p.state && isFinished(p.state));
    const share = draftLogShare(identity.role, event.status, over);
    if (share === 'none') throw forbidden('Players may read the draft log once the draft is over.');
    if (share === 'whole' || identity.role !== 'player') {
      return mergeDraftLogs(pods.map((p) => draftLog(p.state as DraftState)));
    }
    const { playerId } = identity;
    const pod = pods.find((p) => p.seats.some((s) => s.playerId === playerId));
    if (!pod) return { packs: [], picks: [] };
    const seat = pod.seats.findIndex((s) => s.playerId === playerId);
    return draftLogForSeat(draftLog(pod.state as DraftState), pod.id, seat);
  }

  /** Pushes after a commit. Best effort: the state is safe in the database either way. */
  publish(pushes: Pushes): void {
    const { pod, state } = pushes;
    for (const seat of pushes.seats) {
      const playerId = pod.seats[seat]?.playerId;
      if (!playerId) continue;
      const me = playerView(state, seat);
      this.feed.sendMe(playerId, me);
      this.feed.sendTimer(playerId, me.deadline);
    }
    this.feed.sendPod(pushes.eventId, { id: pod.id, ...publicView(state) });
    if (pushes.statusChanged) void this.feed.eventChanged(pushes.eventId).catch(() => undefined);
  }

  private async command(podId: string, command: DraftCommand): Promise<DraftState> {
    const pushes = await this.db.transaction(async (manager) => {
      const pod = await this.store.lock(manager, podId);
      if (!pod?.state) throw new ProblemException(409, 'not-started', 'The draft has not started.');
      return this.applyLocked(manager, pod, command);
    });
    this.publish(pushes);
    return pushes.state;
  }

  private async applyLocked(manager: EntityManager, pod: PodEntity, command: DraftCommand): Promise<Pushes> {
    const result = applyCommand(pod.state as DraftState, command, this.now());
    if (!result.ok) throw draftProblem(result.error);
    if (result.duplicate) return { eventId: pod.eventId, pod, state: result.state, seats: [], statusChanged: false };
    await this.store.save(manager, pod, result.state, result.events);
    const statusChanged = isFinished(result.state) && (await this.finishEventIfDone(manager, pod));
    this.logPicks(pod, result.events);
    return {
      eventId: pod.eventId,
      pod,
      state: result.state,
      seats: affectedSeats(result.state, result.events),
      statusChanged,
    };
  }

  /** When the last pod finishes, everyone goes on to build (status `deckbuilding`). */
  private async finishEventIfDone(manager: EntityManager, finished: PodEntity): Promise<boolean> {
    // Pods finishing at once must not both miss each other (READ COMMITTED): serialize on the event row.
    await manager.findOne(EventEntity, { where: { id: finished.eventId }, lock: { mode: 'pessimistic_write' } });
    const pods = await this.store.pods(finished.eventId, manager);
    const allDone = pods.every((p) => p.id === finished.id || (p.state && isFinished(p.state)));
    if (!allDone) return false;
    const result = await manager.update(
      EventEntity,
      { id: finished.eventId, status: 'drafting' },
      { status: 'deckbuilding' },
    );
    return (result.affected ?? 0) > 0;
  }

  private logPicks(pod: PodEntity, events: readonly DraftEvent[]): void {
    const picks = events.filter((e) => e.type === 'picked').length;
    if (picks > 0) this.logger.debug({ podId: pod.id, picks }, 'picks committed');
  }

  private async seatWith(manager: EntityManager, event: EventEntity): Promise<PodEntity[]> {
    const players = (await this.views.players(event.id, manager)).filter((p) => !p.dropped);
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

/**
 * The contract's `me`, plus the leaders every seat has drafted in swu (public during the draft, SWU rules
 * "Draft" step 1) with the seat's name so the phone can show them.
 */
function playerView(state: DraftState, seat: number): PlayerView {
  const leaders = draftedLeaders(state);
  return leaders.length ? { ...viewFor(state, seat), leaders } : viewFor(state, seat);
}

function seatsView(pod: PodEntity): PodSeatsView {
  return { id: pod.id, seats: pod.seats.map(({ seat, playerId, bot }) => ({ seat, playerId, bot })) };
}
