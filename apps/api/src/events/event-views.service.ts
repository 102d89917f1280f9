import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { PublicEventView } from '@cantina/contract';
import { isOurId } from '../common/ids';
import { notFound } from '../common/problem.exception';
import { EventEntity } from './entities/event.entity';
import { PlayerEntity } from './entities/player.entity';
import { publicEventView } from './event-views';

/** Reads events and their players; writes go through EventsService. */
@Injectable()
export class EventViewsService {
  constructor(private readonly db: DataSource) {}

  async findEvent(eventId: string, manager: EntityManager = this.db.manager): Promise<EventEntity> {
    const event = isOurId(eventId) ? await manager.findOne(EventEntity, { where: { id: eventId } }) : null;
    if (!event) throw notFound('The event');
    return event;
  }

  players(eventId: string, manager: EntityManager = this.db.manager): Promise<PlayerEntity[]> {
    return manager.find(PlayerEntity, { where: { eventId }, order: { joinedAt: 'ASC', id: 'ASC' } });
  }

  async registeredDecks(eventId: string, manager: EntityManager = this.db.manager): Promise<Set<string>> {
    const rows: { player_id: string }[] = await manager.query('SELECT player_id FROM decks WHERE event_id = $1', [
      eventId,
    ]);
    return new Set(rows.map((r) => r.player_id));
  }

  async publicView(eventId: string): Promise<PublicEventView> {
    const event = await this.findEvent(eventId);
    return publicEventView(event, await this.players(eventId), await this.registeredDecks(eventId));
  }
}
