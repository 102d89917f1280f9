import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PlayerView, PodProgressView, PodSeatsView, PodView, SocketIdentity } from '@cantina/contract';
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
import { PodStore } from './pod-store';

export const DRAFT_CLOCK = Symbol('DRAFT_CLOCK');
export type DraftClock = () => number;

/** Where a player sits, for the tournament's first-round pairing across the draft table. */
export interface DraftSeatOf {
  playerId: string;
  podId: string;
  seat: number;
}

const notStarted = () => new ProblemException(409, 'not-started', 'The draft has not started.');

/**
 * Thin shell around the pure draft engine (libs/draft): every command is an event write (the event row
 * FOR SHARE, so pods draft side by side), the pod row locked, one engine call, the new state and its
 * pick rows written in the same transaction; the views go out after the commit.
 */
@Injectable()
export class DraftService {
  private readonly logger = new Logger('Draft');

  constructor(
    private readonly views: EventViewsService,
    private readonly writer: EventWriter,
    private readonly store: PodStore,
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
    let pods = await this.store.pods(event.id, write.manager);
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
      await this.store.save(write.manager, pod, created.state, created.events);
      this.announce(
        write,
        pod,
        created.state,
        pod.seats.map((s) => s.seat),
      );
    }
    return pods.length;
  }

  async pick(eventId: string, playerId: string, packId: string, instanceId: string): Promise<PlayerView> {
    // The seat only: the state is read once, under the row lock.
    const found = await this.store.seatOf(eventId, playerId, false);
    if (!found) throw notStarted();
    const { seat } = found;
    const state = await this.command(eventId, found.pod.id, { type: 'pick', seat, packId, instanceId });
    return playerView(state, seat);
  }

  /** Organizer pod controls: pause, resume, hand a seat to a bot. */
  async control(eventId: string, podId: string, command: DraftCommand): Promise<PodProgressView> {
    const pod = (await this.store.pods(eventId)).find((p) => p.id === podId);
    if (!pod) throw notFound('The pod');
    return { id: pod.id, ...publicView(await this.command(eventId, pod.id, command)) };
  }

  /** A player takes their seat back from a bot. */
  async takeBack(eventId: string, playerId: string): Promise<PlayerView> {
    const found = await this.store.seatOf(eventId, playerId);
    if (!found?.pod.state) throw notStarted();
    return playerView(await this.command(eventId, found.pod.id, { type: 'take-back', seat: found.seat }), found.seat);
  }

  /** Timeouts: the engine's tick for a pod whose deadline has passed (the ticker calls this). */
  async tick(eventId: string, podId: string): Promise<void> {
    await this.writer.write(
      eventId,
      async (write) => {
        // Another node may hold this pod right now: it ticks it, this node skips it.
        const pod = await this.store.lock(write.manager, podId, { skipLocked: true });
        if (pod?.state) await this.applyTo(write, pod, { type: 'tick' });
      },
      { lock: 'shared' },
    );
  }

  async viewOf(eventId: string, playerId: string): Promise<PlayerView | null> {
    const found = await this.store.seatOf(eventId, playerId);
    return found?.pod.state ? playerView(found.pod.state, found.seat) : null;
  }

  async poolOf(eventId: string, playerId: string): Promise<DraftCard[] | null> {
    const found = await this.store.seatOf(eventId, playerId);
    return found?.pod.state ? poolOf(found.pod.state, found.seat) : null;
  }

  /** Every seated player's pod and seat. */
  async seatsOf(eventId: string, manager?: EntityManager): Promise<DraftSeatOf[]> {
    return (await this.store.pods(eventId, manager)).flatMap((pod) =>
      pod.seats.flatMap((s) => (s.playerId ? [{ playerId: s.playerId, podId: pod.id, seat: s.seat }] : [])),
    );
  }

  async podsView(eventId: string): Promise<PodView[]> {
    return (await this.store.pods(eventId)).map((pod) =>
      pod.state ? { id: pod.id, ...publicView(pod.state) } : seatsView(pod),
    );
  }

  /** The draft log, as much of it as the reader may see (`draftLogShare`). */
  async log(eventId: string, identity: SocketIdentity): Promise<DraftLog> {
    const event = await this.views.findEvent(eventId);
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

  private command(eventId: string, podId: string, command: DraftCommand): Promise<DraftState> {
    return this.writer.write(
      eventId,
      async (write) => {
        const pod = await this.store.lock(write.manager, podId);
        if (!pod?.state) throw notStarted();
        return this.applyTo(write, pod, command);
      },
      { lock: 'shared' },
    );
  }

  private async applyTo(write: EventWrite, pod: PodEntity, command: DraftCommand): Promise<DraftState> {
    const result = applyCommand(pod.state as DraftState, command, this.now());
    if (!result.ok) throw draftProblem(result.error);
    if (result.duplicate) return result.state;
    await this.store.save(write.manager, pod, result.state, result.events);
    if (isFinished(result.state)) await this.finishEventIfDone(write, pod);
    this.logPicks(pod, result.events);
    this.announce(write, pod, result.state, affectedSeats(result.state, result.events));
    return result.state;
  }

  /** When the last pod finishes, everyone goes on to build. */
  private async finishEventIfDone(write: EventWrite, finished: PodEntity): Promise<void> {
    // Pods finishing at once must not both miss each other (READ COMMITTED): go exclusive on the event first.
    await write.exclusive();
    const pods = await this.store.pods(finished.eventId, write.manager);
    const podsFinished = pods.every((p) => p.id === finished.id || (p.state && isFinished(p.state)));
    await write.apply({ type: 'finish-draft', podsFinished });
  }

  /** `me` to the players whose view changed, the pod's progress to the organizer. */
  private announce(write: EventWrite, pod: PodEntity, state: DraftState, seats: readonly number[]): void {
    for (const seat of seats) {
      const playerId = pod.seats[seat]?.playerId;
      if (playerId)
        write.announce({ kind: 'player-view', eventId: pod.eventId, playerId, view: playerView(state, seat) });
    }
    write.announce({ kind: 'pod', eventId: pod.eventId, pod: { id: pod.id, ...publicView(state) } });
  }

  private logPicks(pod: PodEntity, events: readonly DraftEvent[]): void {
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
