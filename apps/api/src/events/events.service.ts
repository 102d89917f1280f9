import { Injectable, Logger } from '@nestjs/common';
import { randomBytes, randomInt } from 'node:crypto';
import { DataSource, QueryFailedError } from 'typeorm';
import type {
  CreatedEvent,
  EventLookup,
  JoinedPlayer,
  OrganizerEventView,
  PublicEventView,
  PublicPlayer,
  SocketIdentity,
} from '@cantina/contract';
import { createEvent } from '@cantina/events';
import { findFormat, findGame, makeJoinCode, normalizeJoinCode } from '@cantina/games';
import { forbidden, notFound, ProblemException } from '../common/problem.exception';
import { hashToken, newToken } from '../common/tokens';
import type { CreateEventDto } from './dto/create-event.dto';
import type { JoinEventDto } from './dto/join-event.dto';
import { EventEntity } from './entities/event.entity';
import { PlayerEntity } from './entities/player.entity';
import { maxPlayersOf, settingsWithDefaults } from './event-settings';
import { eventLookup, organizerEventView } from './event-views';
import { EventViewsService } from './event-views.service';
import { IdempotentRequests } from './idempotent-requests.service';
import { aggregateColumns } from './write/event-state';
import { EventWriter } from './write/event-writer';

const UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === UNIQUE_VIOLATION;

/** Creating events, joining and dropping (contract "Events"). */
@Injectable()
export class EventsService {
  private readonly logger = new Logger('EventsService');

  constructor(
    private readonly db: DataSource,
    private readonly views: EventViewsService,
    private readonly writer: EventWriter,
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
          const settings = settingsWithDefaults(format, dto.settings, dto.date);
          const state = createEvent({
            formatKind: format.kind,
            joinCode: makeJoinCode((n) => randomInt(n)),
            maxPlayers: maxPlayersOf(settings),
            decklists: settings.decklists,
          });
          const event = await manager.save(
            manager.create(EventEntity, {
              name: dto.name.trim(),
              game: dto.game,
              format: format.id,
              setCode: dto.set ?? null,
              seed: dto.seed ?? randomBytes(16).toString('hex'),
              settings,
              ...aggregateColumns(state),
              organizerTokenHash: hashToken(organizerToken),
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

  async view(eventId: string, identity: SocketIdentity | null): Promise<PublicEventView | OrganizerEventView> {
    return identity?.role === 'organizer' ? this.views.organizerView(eventId) : this.views.publicView(eventId);
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
   * organizer (`identity` set) may add them any time before the end. Never more than `maxPlayers`.
   */
  async join(
    eventId: string,
    dto: JoinEventDto,
    identity: SocketIdentity | null,
    idempotency: { key?: string; caller: string },
  ): Promise<JoinedPlayer> {
    const byOrganizer = identity !== null;
    const request = { ...idempotency, key: idempotency.key, request: ['POST /events/{id}/players', eventId, dto] };
    let replayed = false;
    const joined = await this.writer.write(
      eventId,
      async (write) => {
        const playerCount = await write.manager.count(PlayerEntity, { where: { eventId } });
        const changes = await write.apply({
          type: 'join',
          by: byOrganizer ? 'organizer' : 'join-code',
          joinCode: dto.joinCode ? normalizeJoinCode(dto.joinCode) : undefined,
          playerCount,
        });
        const firstRound = changes.flatMap((c) => (c.type === 'player-joined' ? [c.firstRound] : []))[0];
        const playerToken = newToken();
        const player = await write.manager.save(
          write.manager.create(PlayerEntity, {
            eventId,
            name: dto.name.trim(),
            tokenHash: hashToken(playerToken),
            dropped: false,
            firstRound,
          }),
        );
        return { id: player.id, name: player.name, token: playerToken, eventId };
      },
      {
        transaction: async (work) => {
          const answer = await this.idempotent.once(request, work);
          replayed = answer.replayed;
          return answer.result;
        },
      },
    );
    if (!replayed) this.logger.log({ eventId, playerId: joined.id, byOrganizer }, 'player joined');
    return joined;
  }

  /** The organizer may drop anyone; a player may drop only themself. Dropping twice is harmless. */
  async drop(eventId: string, playerId: string, identity: SocketIdentity): Promise<PublicPlayer> {
    return this.writer.write(eventId, async (write) => {
      const player = await write.manager.findOne(PlayerEntity, { where: { id: playerId, eventId } });
      if (!player) throw notFound('The player');
      if (identity.role === 'player' && identity.playerId !== playerId) {
        throw forbidden('A player may only drop themself.');
      }
      const changes = await write.apply({ type: 'drop', playerId, alreadyDropped: player.dropped });
      for (const change of changes) {
        // The drop takes effect from the next round: the rounds paired so far stay theirs.
        if (change.type !== 'player-dropped') continue;
        await write.manager.update(
          PlayerEntity,
          { id: playerId },
          { dropped: true, droppedAfterRound: change.afterRound },
        );
        this.logger.log({ eventId, playerId, by: identity.role }, 'player dropped');
      }
      return { id: player.id, name: player.name, dropped: true };
    });
  }
}
