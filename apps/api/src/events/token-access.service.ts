import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EventAccess, SocketIdentity } from '@cantina/contract';
import { notFound } from '../common/problem.exception';
import { EventEntity } from './entities/event.entity';
import { PlayerEntity } from './entities/player.entity';
import { eventLookup } from './event-views';

/** Whom a token speaks for in an event, for a device's list of its events ("My events", issue 12). */
@Injectable()
export class TokenAccessService {
  constructor(private readonly db: DataSource) {}

  async describe(eventId: string, identity: SocketIdentity): Promise<EventAccess> {
    const event = await this.db.getRepository(EventEntity).findOne({ where: { id: eventId } });
    if (!event) throw notFound('The event');
    if (identity.role === 'organizer') return { role: 'organizer', event: eventLookup(event) };
    const player = await this.db.getRepository(PlayerEntity).findOne({
      where: { id: identity.playerId, eventId },
      select: { id: true, name: true, dropped: true },
    });
    if (!player) throw notFound('The player');
    return {
      role: 'player',
      event: eventLookup(event),
      player: { id: player.id, name: player.name, dropped: player.dropped },
    };
  }
}
