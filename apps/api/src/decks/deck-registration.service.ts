import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findFormat, parseDeckList, validateDeck, type DeckSubmission } from '@cantina/games';
import { CardCatalogsService } from '../cards/card-catalogs.service';
import { forbidden, notFound, ProblemException } from '../common/problem.exception';
import { EventEntity } from '../events/entities/event.entity';
import { EventAccessService } from '../events/event-access.service';
import { EventViewsService } from '../events/event-views.service';
import { EventsGateway } from '../events/events.gateway';
import { PlayerPoolsService } from '../limited/player-pools.service';
import { RegisteredDeckEntity } from './entities/registered-deck.entity';

const deckLocked = () =>
  new ProblemException(409, 'deck-locked', 'Decks are locked once round 1 is paired; ask a judge.');

/** Deck registration (contract: "Deck registration"): only valid decks are stored; locked once round 1 is paired. */
@Injectable()
export class DeckRegistrationService {
  private readonly logger = new Logger('DeckRegistration');

  constructor(
    private readonly db: DataSource,
    private readonly access: EventAccessService,
    private readonly views: EventViewsService,
    private readonly catalogs: CardCatalogsService,
    private readonly pools: PlayerPoolsService,
    private readonly feed: EventsGateway,
  ) {}

  async register(
    eventId: string,
    playerId: string,
    body: unknown,
    token: string | undefined,
  ): Promise<{ valid: true }> {
    const event = await this.views.findEvent(eventId);
    await this.requirePlayerOrOrganizer(eventId, playerId, token);
    if (event.roundsCount > 0) throw deckLocked();
    const parsed = parseDeckList(body);
    if (!parsed.ok) {
      throw new ProblemException(
        400,
        'validation-failed',
        'The deck is malformed.',
        parsed.problems.map((p) => ({ ...p, path: `deck.${p.path}` })),
      );
    }
    const format = findFormat(event.game, event.format);
    if (!format) throw new Error(`event ${eventId} has an unknown format ${event.format}`);
    let pool: string[] | undefined;
    if (format.kind !== 'constructed') {
      const cards = await this.pools.poolOf(eventId, playerId);
      if (!cards) throw new ProblemException(409, 'not-started', 'Your pool is not open yet.');
      pool = cards.map((c) => c.cardId);
    }
    const result = validateDeck({
      game: event.game,
      format: event.format,
      deck: parsed.deck,
      pool,
      set: event.setCode ?? undefined,
      catalog: await this.catalogs.catalog(event.game),
    });
    if (!result.valid) {
      throw new ProblemException(
        422,
        'invalid-deck',
        `The deck breaks ${result.errors.length} rule(s) of ${event.format}.`,
        result.errors.map((e) => ({ path: 'deck', ...e })),
      );
    }
    await this.save(eventId, playerId, parsed.deck);
    this.logger.log({ eventId, playerId }, 'deck registered');
    await this.feed.eventChanged(eventId).catch(() => undefined);
    return { valid: true };
  }

  async registered(eventId: string, playerId: string, token: string | undefined): Promise<DeckSubmission> {
    await this.views.findEvent(eventId);
    await this.requirePlayerOrOrganizer(eventId, playerId, token);
    const row = await this.db.getRepository(RegisteredDeckEntity).findOne({ where: { playerId, eventId } });
    if (!row) throw notFound('A registered deck');
    return row.deck;
  }

  private async requirePlayerOrOrganizer(eventId: string, playerId: string, token: string | undefined): Promise<void> {
    const identity = await this.access.requireIdentityIn(eventId, token);
    const players = await this.views.players(eventId);
    if (!players.some((p) => p.id === playerId)) throw notFound('The player');
    if (identity.role === 'player' && identity.playerId !== playerId) {
      throw forbidden('A player may only see and register their own deck.');
    }
  }

  /**
   * Stores the deck under a shared lock on the event row, re-checking the round-1 lock inside the
   * transaction: pairing round 1 takes the row FOR UPDATE, so a deck is either in before round 1 is
   * paired (and the pairing sees it) or refused with `deck-locked`, never written after.
   */
  private async save(eventId: string, playerId: string, deck: DeckSubmission): Promise<void> {
    await this.db.transaction(async (manager) => {
      const event = await manager.findOne(EventEntity, { where: { id: eventId }, lock: { mode: 'pessimistic_read' } });
      if (!event) throw notFound('The event');
      if (event.roundsCount > 0) throw deckLocked();
      await manager.query(
        `INSERT INTO decks (player_id, event_id, deck, registered_at, updated_at) VALUES ($1, $2, $3, now(), now())
         ON CONFLICT (player_id) DO UPDATE SET deck = EXCLUDED.deck, updated_at = now()`,
        [playerId, eventId, JSON.stringify(deck)],
      );
    });
  }
}
