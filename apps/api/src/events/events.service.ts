import { Injectable, Logger } from '@nestjs/common';
import { randomBytes, randomInt } from 'node:crypto';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import type {
  CreatedEvent,
  EventLookup,
  JoinedPlayer,
  OrganizerEventView,
  PublicEventView,
  PublicPlayer,
} from '@cantina/contract';
import { findFormat, findGame, makeJoinCode, normalizeJoinCode } from '@cantina/games';
import { forbidden, notFound, ProblemException } from '../common/problem.exception';
import { hashToken, newToken } from '../common/tokens';
import type { CreateEventDto } from './dto/create-event.dto';
import type { JoinEventDto } from './dto/join-event.dto';
import { EventEntity } from './entities/event.entity';
import { PlayerEntity } from './entities/player.entity';
import { EventAccessService } from './event-access.service';
import { maxPlayersOf, settingsWithDefaults } from './event-settings';
import { acceptsJoinCode, eventLookup, organizerEventView, publicEventView } from './event-views';
import { EventViewsService } from './event-views.service';
import { EventsGateway } from './events.gateway';
import { IdempotentRequests } from './idempotent-requests.service';

const UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === UNIQUE_VIOLATION;

@Injectable()
export class EventsService {
  private readonly logger = new Logger('EventsService');

  constructor(
    private readonly db: DataSource,
    private readonly access: EventAccessService,
    private readonly views: EventViewsService,
    private readonly feed: EventsGateway,
    private readonly idempotent: IdempotentRequests,
  ) {}

  async create(dto: CreateEventDto, idempotencyKey?: string): Promise<CreatedEvent> {
    if (!findGame(dto.game)) {
      throw new ProblemException(400, 'unknown-game', `There is no game "${dto.game}".`, [
        { path: 'game', code: 'unknown-game', message: 'game must be one of swu, swtcg, destiny, dbg' },
      ]);
    }
    const format = findFormat(dto.game, dto.format);
    if (!format) {
      throw new ProblemException(400, 'unknown-format', `"${dto.format}" is not a format of ${dto.game}.`, [
        { path: 'format', code: 'unknown-format', message: `format must be a format of ${dto.game}` },
      ]);
    }
    const request = { key: idempotencyKey, caller: '', request: ['POST /events', dto] };
    for (let attempt = 1; ; attempt++) {
      try {
        const { result } = await this.idempotent.once(request, async (manager) => {
          const organizerToken = newToken();
          const event = await manager.save(
            manager.create(EventEntity, {
              name: dto.name.trim(),
              game: dto.game,
              format: format.id,
              setCode: dto.set ?? null,
              seed: dto.seed ?? randomBytes(16).toString('hex'),
              settings: settingsWithDefaults(format, dto.settings),
              status: 'registration',
              registrationOpen: true,
              joinCode: makeJoinCode((n) => randomInt(n)),
              organizerTokenHash: hashToken(organizerToken),
              roundsCount: 0,
            }),
          );
          return { ...organizerEventView(event, []), organizerToken };
        });
        return result;
      } catch (error) {
        // A join code collision (1 in ~10^9 per live event) just draws another code.
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  }

  async view(eventId: string, token: string | undefined): Promise<PublicEventView | OrganizerEventView> {
    const event = await this.views.findEvent(eventId);
    const players = await this.views.players(eventId);
    const registered = await this.views.registeredDecks(eventId);
    return (await this.access.isOrganizer(eventId, token))
      ? organizerEventView(event, players, registered)
      : publicEventView(event, players, registered);
  }

  async lookup(joinCode: string): Promise<EventLookup> {
    const event = await this.db
      .getRepository(EventEntity)
      .findOne({ where: { joinCode: normalizeJoinCode(joinCode) } });
    if (!event) throw notFound('No event with that join code');
    return eventLookup(event);
  }

  /**
   * Players join with the join code while registration is open (the organizer may close it); the
   * organizer may add them any time before the end. Never more than the event's `maxPlayers`.
   */
  async join(
    eventId: string,
    dto: JoinEventDto,
    token: string | undefined,
    idempotencyKey?: string,
  ): Promise<JoinedPlayer> {
    await this.views.findEvent(eventId);
    const byOrganizer = token !== undefined;
    if (byOrganizer) await this.access.requireOrganizer(eventId, token);
    const request = {
      key: idempotencyKey,
      caller: token ? hashToken(token) : '',
      request: ['POST /events/{id}/players', eventId, dto],
    };
    const { result, replayed } = await this.idempotent.once(request, (manager) =>
      this.addPlayer(manager, eventId, dto, byOrganizer),
    );
    if (!replayed) {
      this.logger.log({ eventId, playerId: result.id, byOrganizer }, 'player joined');
      await this.publish(eventId);
    }
    return result;
  }

  private async addPlayer(
    manager: EntityManager,
    eventId: string,
    dto: JoinEventDto,
    byOrganizer: boolean,
  ): Promise<JoinedPlayer> {
    const locked = await manager.findOne(EventEntity, { where: { id: eventId }, lock: { mode: 'pessimistic_write' } });
    if (!locked) throw notFound('The event');
    if (!byOrganizer && (!dto.joinCode || normalizeJoinCode(dto.joinCode) !== locked.joinCode)) {
      throw new ProblemException(403, 'wrong-join-code', 'That join code does not open this event.');
    }
    const open = byOrganizer ? locked.status !== 'finished' : acceptsJoinCode(locked);
    if (!open) {
      throw new ProblemException(
        409,
        'registration-closed',
        'Registration for this event is closed; ask the organizer to add you.',
      );
    }
    const maxPlayers = maxPlayersOf(locked.settings);
    if ((await manager.count(PlayerEntity, { where: { eventId } })) >= maxPlayers) {
      throw new ProblemException(409, 'too-many-players', `This event takes at most ${maxPlayers} players.`);
    }
    const playerToken = newToken();
    const player = await manager.save(
      manager.create(PlayerEntity, {
        eventId,
        name: dto.name.trim(),
        tokenHash: hashToken(playerToken),
        dropped: false,
        // A late entry starts with the next round (the rounds missed count as losses).
        firstRound: locked.roundsCount + 1,
      }),
    );
    return { id: player.id, name: player.name, token: playerToken, eventId };
  }

  /** The organizer may drop anyone; a player may drop only themself. Dropping twice is harmless. */
  async drop(eventId: string, playerId: string, token: string | undefined): Promise<PublicPlayer> {
    await this.views.findEvent(eventId);
    const identity = await this.access.requireIdentityIn(eventId, token);
    const players = await this.views.players(eventId);
    const player = players.find((p) => p.id === playerId);
    if (!player) throw notFound('The player');
    if (identity.role === 'player' && identity.playerId !== playerId) {
      throw forbidden('A player may only drop themself.');
    }
    if (!player.dropped) {
      // The drop takes effect from the next round: the rounds paired so far stay theirs.
      const { roundsCount } = await this.views.findEvent(eventId);
      await this.db
        .getRepository(PlayerEntity)
        .update({ id: playerId }, { dropped: true, droppedAfterRound: roundsCount });
      this.logger.log({ eventId, playerId, by: identity.role }, 'player dropped');
      await this.publish(eventId);
    }
    return { id: player.id, name: player.name, dropped: true };
  }

  /** Live updates are best effort: the change is committed whether or not the push goes out. */
  private async publish(eventId: string): Promise<void> {
    try {
      await this.feed.eventChanged(eventId);
    } catch (error) {
      this.logger.warn(`could not push event ${eventId}: ${String(error)}`);
    }
  }
}
