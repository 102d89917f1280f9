import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { DECKLISTS_PAGE_MAX, type RegisteredDecklists } from '@cantina/contract';
import { EventViewsService } from '../events/event-views.service';
import { RegisteredDeckEntity } from './entities/registered-deck.entity';

/** Every player of an event with their registered deck (or none), for the organizer to check and print. */
@Injectable()
export class RegisteredDecklistsService {
  constructor(
    private readonly db: DataSource,
    private readonly views: EventViewsService,
  ) {}

  /** Players in join order, `limit` at a time: only that page's decks are read. */
  async page(eventId: string, offset = 0, limit = DECKLISTS_PAGE_MAX): Promise<RegisteredDecklists> {
    const players = await this.views.players(eventId);
    const page = players.slice(offset, offset + limit);
    const rows =
      page.length === 0
        ? []
        : await this.db
            .getRepository(RegisteredDeckEntity)
            .find({ where: { eventId, playerId: In(page.map((p) => p.id)) } });
    const deckOf = new Map(rows.map((row) => [row.playerId, row.deck]));
    return {
      total: players.length,
      offset,
      players: page.map((p) => ({ playerId: p.id, name: p.name, dropped: p.dropped, deck: deckOf.get(p.id) ?? null })),
    };
  }
}
