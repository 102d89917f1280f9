import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DeckSubmission } from '@cantina/games';
import { RegisteredDeckEntity } from './entities/registered-deck.entity';

/** The registered decks of an event, for this feature and (exported) for the tournament's checks. */
@Injectable()
export class RegisteredDecksService {
  constructor(private readonly db: DataSource) {}

  async decks(
    eventId: string,
    manager: EntityManager = this.db.manager,
  ): Promise<{ playerId: string; deck: DeckSubmission }[]> {
    const rows = await manager.find(RegisteredDeckEntity, { where: { eventId } });
    return rows.map(({ playerId, deck }) => ({ playerId, deck }));
  }

  async deckOf(eventId: string, playerId: string): Promise<DeckSubmission | null> {
    const row = await this.db.getRepository(RegisteredDeckEntity).findOne({ where: { playerId, eventId } });
    return row?.deck ?? null;
  }

  /** Stores (or replaces) the player's deck in the caller's transaction. */
  async save(manager: EntityManager, eventId: string, playerId: string, deck: DeckSubmission): Promise<void> {
    await manager.query(
      `INSERT INTO decks (player_id, event_id, deck, registered_at, updated_at) VALUES ($1, $2, $3, now(), now())
       ON CONFLICT (player_id) DO UPDATE SET deck = EXCLUDED.deck, updated_at = now()`,
      [playerId, eventId, JSON.stringify(deck)],
    );
  }
}
