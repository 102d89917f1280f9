import type { Provider } from '@angular/core';
import type { EventsSocketAuth, PlayerView, PublicEventView } from '@cantina/contract';
import { EVENTS_SOCKET_FACTORY, type EventsSocketClient } from '../app/core/socket/events-socket-factory';

type Handler = (...args: unknown[]) => void;

/** Stands in for a socket.io client socket; the test plays the server. */
export class FakeEventsSocket {
  connected = false;
  active = true;
  disconnected = false;
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
