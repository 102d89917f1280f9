import { Logger } from '@nestjs/common';
import {
  OnGatewayConnection,
  OnGatewayDisconnect,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import {
  EVENTS_NAMESPACE,
  type EventsClientToServer,
  type EventsServerToClient,
  type PickAck,
  type PickCommand,
  type SocketIdentity,
} from '@cantina/contract';
import { problem } from '../common/problem';
import { ProblemFilter } from '../common/problem.filter';
import { DraftService } from '../draft/draft.service';
import { EventAccessService } from '../events/event-access.service';
import { EventViewsService } from '../events/event-views.service';
import { PlayerViewsService } from '../limited/player-views.service';
import { ClientAddresses } from '../throttling/client-address';
import { SocketRateLimits } from '../throttling/socket-rate-limits';
import { PlayerPresence } from './player-presence';
import { jsonOnlyParser } from './json-only-parser';

type EventsSocket = Socket<
  EventsClientToServer,
  EventsServerToClient,
  Record<string, never>,
  { identity: SocketIdentity }
>;
export type EventsNamespace = Namespace<
  EventsClientToServer,
  EventsServerToClient,
  Record<string, never>,
  { identity: SocketIdentity }
>;

const isShortString = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 64;

export const eventRoom = (eventId: string) => `event:${eventId}`;
export const playerRoom = (playerId: string) => `player:${playerId}`;
export const organizerRoom = (eventId: string) => `organizer:${eventId}`;

/** A client sends only `pick` (two short ids); 64 KB is far above that and keeps one message cheap to parse. */
export const SOCKET_MESSAGE_LIMIT_BYTES = 64 * 1024;

/**
 * A phone that vanishes without closing its socket (battery, out of Wi-Fi) is let go after at most
 * 20 s instead of socket.io's 45 s (25 s + 20 s), so the organizer's connection dots follow within
 * that; one ping frame per socket every 10 s stays cheap.
 */
export const SOCKET_PING_INTERVAL_MS = 10_000;
export const SOCKET_PING_TIMEOUT_MS = 10_000;

/**
 * The live feed of an event (contract: "Socket.IO", namespace `/events`). Sockets authenticate with
 * `auth: { token }` (organizer or player) and join their event's room; with the postgres adapter
 * (SOCKET_ADAPTER=postgres) room broadcasts reach sockets on every API node. What goes out after a
 * write is `LivePushes`' job; this class admits sockets, greets them and takes `pick`.
 */

@WebSocketGateway({
  namespace: EVENTS_NAMESPACE,
  cors: { origin: '*' },
  maxHttpBufferSize: SOCKET_MESSAGE_LIMIT_BYTES,
  pingInterval: SOCKET_PING_INTERVAL_MS,
  pingTimeout: SOCKET_PING_TIMEOUT_MS,
  parser: jsonOnlyParser,
})
export class EventsGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger('EventsGateway');
  private readonly problems = new ProblemFilter();

  @WebSocketServer()
  readonly namespace!: EventsNamespace;

  constructor(
    private readonly access: EventAccessService,
    private readonly views: EventViewsService,
    private readonly playerViews: PlayerViewsService,
    private readonly draft: DraftService,
    private readonly limits: SocketRateLimits,
    private readonly addresses: ClientAddresses,
    private readonly presence: PlayerPresence,
  ) {}

  afterInit(namespace: EventsNamespace): void {
    this.presence.attach({
      identitiesIn: async (eventId) =>
        (await namespace.in(eventRoom(eventId)).fetchSockets()).map((socket) => socket.data.identity),
      toOrganizers: (eventId, presence) => namespace.to(organizerRoom(eventId)).emit('presence', presence),
    });
    namespace.use((socket, next) => {
      const token: unknown = socket.handshake.auth?.['token'];
      if (typeof token !== 'string' || token.length === 0 || token.length > 512) {
        return next(new Error('unauthorized'));
      }
      this.admit(socket, token).then(
        (refusal) => next(refusal),
        (error: unknown) => {
          this.logger.error(`socket auth failed: ${String(error)}`);
          next(new Error('unavailable'));
        },
      );
    });
  }

  /** Undefined when the socket may connect; else the `connect_error` it gets. */
  private async admit(socket: EventsSocket, token: string): Promise<Error | undefined> {
    // Limited per address before the token lookup: a flood of handshakes costs one upsert each.
    if (!(await this.limits.allowHandshake(this.addresses.of(socket.request)))) return new Error('rate-limited');
    const identity = await this.access.identify(token);
    if (!identity) return new Error('unauthorized');
    socket.data.identity = identity;
    return undefined;
  }

  async handleConnection(socket: EventsSocket): Promise<void> {
    const identity = socket.data.identity;
    this.takePicks(socket);
    await socket.join(eventRoom(identity.eventId));
    await socket.join(identity.role === 'player' ? playerRoom(identity.playerId) : organizerRoom(identity.eventId));
    socket.emit('identity', identity);
    if (identity.role === 'player') this.presence.changed(identity.eventId);
    try {
      if (identity.role === 'organizer') socket.emit('presence', await this.presence.snapshot(identity.eventId));
      socket.emit('event', await this.views.publicView(identity.eventId));
      if (identity.role === 'player') {
        const me = await this.playerViews.viewOf(identity.eventId, identity.playerId);
        if (me) socket.emit('me', me);
      }
    } catch (error) {
      this.logger.warn(`no view for event ${identity.eventId}: ${String(error)}`);
    }
  }

  /** By then socket.io has taken the socket out of its rooms, so a recount no longer sees it. */
  handleDisconnect(socket: EventsSocket): void {
    const identity = socket.data.identity;
    if (identity?.role === 'player') this.presence.changed(identity.eventId);
  }

  /** Answered at once (no database), so a phone tells a live connection from a dead one in a second or two. */
  @SubscribeMessage('heartbeat')
  heartbeat(): boolean {
    return true;
  }

  /**
   * `pick` with an ack (contract "Socket.IO"): `{ ok: true, me }` once the pick is committed, or
   * `{ ok: false, error }` with the same problem the REST mirror would answer. Taken straight from the
   * socket rather than through `@SubscribeMessage`: Nest wraps every message in a chain of observables
   * (guards, pipes and interceptors this gateway does not use), some 4 % of a busy draft node's CPU;
   * the answer is the same.
   */
  private takePicks(socket: EventsSocket): void {
    socket.on('pick', (command: unknown, ack: unknown) => {
      const answer = typeof ack === 'function' ? ack : typeof command === 'function' ? command : undefined;
      void this.pick(socket, command).then((result) => (answer as ((result: PickAck) => void) | undefined)?.(result));
    });
  }

  private async pick(socket: EventsSocket, body: unknown): Promise<PickAck> {
    const identity = socket.data.identity;
    const command = body as Partial<PickCommand> | null;
    if (identity.role !== 'player') return { ok: false, error: problem(403, 'forbidden', 'Only a player picks.') };
    if (!isShortString(command?.packId) || !isShortString(command?.instanceId)) {
      return { ok: false, error: problem(400, 'validation-failed', 'pick needs packId and instanceId strings.') };
    }
    try {
      if (!(await this.limits.allowPick(identity.playerId))) {
        return { ok: false, error: problem(429, 'rate-limited', 'Too many picks; slow down.') };
      }
      const me = await this.draft.pick(identity.eventId, identity.playerId, command.packId, command.instanceId);
      return { ok: true, me };
    } catch (error) {
      return { ok: false, error: this.problems.toProblem(error) };
    }
  }
}
