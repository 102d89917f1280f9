import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PlayerView, PodProgressView, PodSeatsView, PodView, SocketIdentity } from '@cantina/contract';
import {
  createDraft,
  draftLog,
  draftLogForSeat,
  mergeDraftLogs,
  poolOf,
  publicView,
  seatPods,
  type DraftCard,
  type DraftCommand,
  type DraftLog,
  type DraftState,
} from '@cantina/draft';
import type { CardSet } from '@cantina/games';
import { forbidden, notFound, ProblemException } from '../common/problem.exception';
import { pickSecondsOf } from '../events/event-settings';
import { EventViewsService } from '../events/event-views.service';
import { EventWriter, type EventWrite } from '../events/write/event-writer';
import { draftLogShare } from './draft-log-access';
import { draftInputs } from './draft-packs';
import {
  announce,
  applied,
  DRAFT_CLOCK,
  notStarted,
  PodCommands,
  playerView,
  type Applied,
  type DraftClock,
} from './pod-commands';
import { PodEntity } from './pod.entity';
import { PlayerSeats } from './player-seats';
import { PodStore, type PodHead } from './pod-store';
import { PodStates } from './pod-states';

/** Where a player sits, for the tournament's first-round pairing across the draft table. */
export interface DraftSeatOf {
  playerId: string;
  podId: string;
  seat: number;
}

/**
 * Thin shell around the pure draft engine (libs/draft): seating, the start (each pod's facts written
 * once), the commands (run by `PodCommands` on the pod's log) and the reads, which fold the pod's log
 * through this node's hot states (`PodStates`).
 */
@Injectable()
export class DraftService {
  constructor(
    private readonly views: EventViewsService,
    private readonly writer: EventWriter,
    private readonly store: PodStore,
    private readonly states: PodStates,
    private readonly seats: PlayerSeats,
    private readonly commands: PodCommands,
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
      pickSeconds: pickSecondsOf(event.settings),
    });
    const now = this.now();
    for (const [i, pod] of pods.entries()) {
      const created = createDraft(inputs[i], now);
      if (!created.ok) throw new Error(`cannot create the draft of pod ${pod.id}: ${created.error.message}`);
      await this.store.start(write.manager, pod.id, created.state, created.events);
      announce(
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
    const done = await this.commands.run({ id: found.podId, eventId }, { type: 'pick', seat, packId, instanceId });
    return (done as Applied).view(seat);
  }

  /** Organizer pod controls: pause, resume, hand a seat to a bot. */
  async control(eventId: string, podId: string, command: DraftCommand): Promise<PodProgressView> {
    const pod = (await this.store.heads(eventId)).find((p) => p.id === podId);
    if (!pod) throw notFound('The pod');
    const done = await this.commands.run(pod, command);
    return { id: pod.id, ...publicView((done as Applied).state) };
  }

  /** A player takes their seat back from a bot. */
  async takeBack(eventId: string, playerId: string): Promise<PlayerView> {
    const found = await this.seats.of(eventId, playerId);
    if (!found) throw notStarted();
    const done = await this.commands.run({ id: found.podId, eventId }, { type: 'take-back', seat: found.seat });
    return (done as Applied).view(found.seat);
  }

  /** Timeouts: the engine's tick for a pod whose deadline has passed (the ticker calls this). */
  async tick(eventId: string, podId: string): Promise<void> {
    // Another node may hold this pod right now: it ticks it, this node skips it.
    await this.commands.run({ id: podId, eventId }, { type: 'tick' }, { skipLocked: true });
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

function seatsView(pod: Pick<PodHead, 'id' | 'seats'>): PodSeatsView {
  return { id: pod.id, seats: pod.seats.map(({ seat, playerId, bot }) => ({ seat, playerId, bot })) };
}
