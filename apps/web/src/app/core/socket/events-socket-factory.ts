import { InjectionToken } from '@angular/core';
import {
  EVENTS_NAMESPACE,
  type EventsClientToServer,
  type EventsServerToClient,
  type EventsSocketAuth,
} from '@cantina/contract';
import { Socket, io } from 'socket.io-client';
import { retryTransientRefusals } from './socket-streams';

export type EventsSocketClient = Socket<EventsServerToClient, EventsClientToServer>;
export type EventsSocketFactory = (auth: EventsSocketAuth) => EventsSocketClient;

/** Opens a socket on the `/events` namespace; tests provide a fake instead. */
export const EVENTS_SOCKET_FACTORY = new InjectionToken<EventsSocketFactory>('EVENTS_SOCKET_FACTORY', {
  providedIn: 'root',
  factory: () => (auth) => {
    const socket: EventsSocketClient = io(EVENTS_NAMESPACE, { auth, transports: ['websocket', 'polling'] });
    retryTransientRefusals(socket);
    return socket;
  },
});
