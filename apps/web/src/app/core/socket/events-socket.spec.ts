import { TestBed } from '@angular/core/testing';
import type { PublicEventView } from '@cantina/contract';
import { FakeEventsSocket, provideFakeEventsSockets } from '../../../testing/fake-events-socket';
import { ConnectionState, EventsSocket } from './events-socket';

const view: PublicEventView = {
  id: 'e1',
  name: 'Friday Draft',
  game: 'swu',
  format: 'swu-draft',
  set: null,
  status: 'registration',
  players: [],
  rounds: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('EventsSocket', () => {
  let opened: FakeEventsSocket[];
  let sockets: EventsSocket;

  beforeEach(() => {
    opened = [];
    TestBed.configureTestingModule({ providers: [provideFakeEventsSockets(opened)] });
    sockets = TestBed.inject(EventsSocket);
  });

  it('opens one socket with the token, lazily, shared by its streams', () => {
    const connection = sockets.connect('tok');
    expect(opened).toHaveLength(0);

    const events: PublicEventView[] = [];
    const states: ConnectionState[] = [];
    const a = connection.event$.subscribe((v) => events.push(v));
    const b = connection.state$.subscribe((s) => states.push(s));
    expect(opened).toHaveLength(1);
    expect(opened[0].auth).toEqual({ token: 'tok' });

    const socket = opened[0];
    socket.serverConnect();
    socket.emitEvent(view);
    socket.serverLost();
    socket.serverConnect();
    expect(events).toEqual([view]);
    expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);

    a.unsubscribe();
    expect(socket.disconnected).toBe(false);
    b.unsubscribe();
    expect(socket.disconnected).toBe(true);
    expect(socket.listeners('event')).toBe(0);
  });

  it('reports closed when socket.io gives up', () => {
    const states: ConnectionState[] = [];
    const sub = sockets.connect('bad').state$.subscribe((s) => states.push(s));
    const socket = opened[0];
    socket.active = false;
    socket.fire('connect_error', new Error('unauthorized'));
    expect(states).toEqual(['connecting', 'closed']);
    sub.unsubscribe();
  });
});
