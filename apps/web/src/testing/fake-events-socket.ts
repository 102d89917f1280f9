import type { Provider } from '@angular/core';
import type {
  EventsSocketAuth,
  PickAck,
  PlayerView,
  PodProgressView,
  PublicEventView,
  RoundTimerPush,
  RoundView,
  TimerFrame,
} from '@cantina/contract';
import { EVENTS_SOCKET_FACTORY, type EventsSocketClient } from '../app/core/socket/events-socket-factory';

type Handler = (...args: unknown[]) => void;

/** Something the client emitted, with its ack callback when it asked for one. */
export interface Emitted {
  name: string;
  payload: unknown;
  ack?: (result: PickAck) => void;
}

/** Stands in for a socket.io client socket; the test plays the server. */
export class FakeEventsSocket {
  connected = false;
  active = true;
  disconnected = false;
  /** What the client sent, oldest first. */
  readonly emitted: Emitted[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();

  constructor(readonly auth: EventsSocketAuth) {}

  on(name: string, handler: Handler): this {
    const set = this.handlers.get(name) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(name, set);
    return this;
  }

  off(name: string, handler: Handler): this {
    this.handlers.get(name)?.delete(handler);
    return this;
  }

  emit(name: string, payload: unknown, ack?: (result: PickAck) => void): this {
    this.emitted.push({ name, payload, ...(ack ? { ack } : {}) });
    return this;
  }

  /** Answers the oldest unanswered emit of `name` with `result`. */
  ack(name: string, result: PickAck): void {
    const index = this.emitted.findIndex((item) => item.name === name && item.ack);
    if (index === -1) throw new Error(`no ${name} waits for an ack`);
    const [item] = this.emitted.splice(index, 1);
    item.ack?.(result);
  }

  /** Counts manual reconnects (socket.io's `connect()` after it gave up). */
  reconnects = 0;

  connect(): this {
    this.active = true;
    this.reconnects++;
    return this;
  }

  disconnect(): this {
    this.disconnected = true;
    this.connected = false;
    this.active = false;
    return this;
  }

  listeners(name: string): number {
    return this.handlers.get(name)?.size ?? 0;
  }

  /** The server accepted the connection. */
  serverConnect(): void {
    this.connected = true;
    this.fire('connect');
  }

  /** The transport dropped; socket.io keeps retrying. */
  serverLost(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  emitEvent(view: PublicEventView): void {
    this.fire('event', view);
  }

  emitMe(view: PlayerView): void {
    this.fire('me', view);
  }

  /** The player's pick clock. */
  emitPickTimer(deadline: string | null): void {
    this.fire('pickTimer', { deadline });
  }

  /** The round clock, to the whole event. */
  emitRoundTimer(timer: RoundTimerPush): void {
    this.fire('roundTimer', timer);
  }

  /** The contract's `timer` frame, which Cantina's app does not listen to. */
  emitTimerFrame(frame: TimerFrame): void {
    this.fire('timer', frame);
  }

  emitPairings(round: RoundView): void {
    this.fire('pairings', round);
  }

  emitPod(pod: PodProgressView): void {
    this.fire('pod', pod);
  }

  fire(name: string, ...args: unknown[]): void {
    for (const handler of [...(this.handlers.get(name) ?? [])]) handler(...args);
  }
}

/** Provides a socket factory that records every fake socket it opens. */
export function provideFakeEventsSockets(opened: FakeEventsSocket[]): Provider {
  return {
    provide: EVENTS_SOCKET_FACTORY,
    useValue: (auth: EventsSocketAuth) => {
      const socket = new FakeEventsSocket(auth);
      opened.push(socket);
      return socket as unknown as EventsSocketClient;
    },
  };
}
