import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { OrganizerEventView, PublicEventView } from '@cantina/contract';
import { isOurId } from '../common/ids';
import { notFound } from '../common/problem.exception';
import { EventEntity } from './entities/event.entity';
import { PlayerEntity } from './entities/player.entity';
import { organizerEventView, publicEventView } from './event-views';

/** Reads events and their players, for this feature and (exported) for the others. Writes go through EventWriter. */
@Injectable()
export class EventViewsService {
  constructor(private readonly db: DataSource) {}

  async findEvent(eventId: string, manager: EntityManager = this.db.manager): Promise<EventEntity> {
    const event = isOurId(eventId) ? await manager.findOne(EventEntity, { where: { id: eventId } }) : null;
    if (!event) throw notFound('The event');
    return event;
  }

  /** Players in join order (the order seats, pools and pairings are dealt in). */
  players(eventId: string, manager: EntityManager = this.db.manager): Promise<PlayerEntity[]> {
    return manager.find(PlayerEntity, { where: { eventId }, order: { joinedAt: 'ASC', id: 'ASC' } });
  }

  async publicView(eventId: string): Promise<PublicEventView> {
    return publicEventView(await this.findEvent(eventId), await this.players(eventId));
  }

  async organizerView(eventId: string): Promise<OrganizerEventView> {
    return organizerEventView(await this.findEvent(eventId), await this.players(eventId));
  }
}
