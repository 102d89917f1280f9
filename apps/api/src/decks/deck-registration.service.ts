import { Injectable, Logger } from '@nestjs/common';
import type { SocketIdentity } from '@cantina/contract';
import { applyEventCommand } from '@cantina/events';
import { findFormat, parseDeckList, validateDeck, type DeckSubmission } from '@cantina/games';
import { DeckCheckInputsService } from '../cards/deck-check-inputs.service';
import { forbidden, notFound, ProblemException } from '../common/problem.exception';
import { eventDateOf } from '../events/event-settings';
import { EventViewsService } from '../events/event-views.service';
import { PlayersService } from '../events/players.service';
import { eventCommandProblem } from '../events/write/event-command-problem';
import { eventState } from '../events/write/event-state';
import { EventWriter } from '../events/write/event-writer';
import { PlayerViewsService } from '../limited/player-views.service';
import { RegisteredDecksService } from './registered-decks.service';

/** Deck registration (contract: "Deck registration"): only valid decks are stored; locked once round 1 is paired. */
@Injectable()
export class DeckRegistrationService {
  private readonly logger = new Logger('DeckRegistration');

  constructor(
    private readonly views: EventViewsService,
    private readonly writer: EventWriter,
    private readonly players: PlayersService,
    private readonly deckChecks: DeckCheckInputsService,
    private readonly pools: PlayerViewsService,
    private readonly decks: RegisteredDecksService,
  ) {}

  /**
   * Checks the deck outside any lock (it may take milliseconds), then stores it in an event write
   * under the shared lock, where the event decides again: pairing round 1 holds the row exclusively,
   * so a deck is either in before round 1 is paired (and the pairing sees it) or refused with
   * `deck-locked`, never written after.
   */
  async register(eventId: string, playerId: string, body: unknown, identity: SocketIdentity): Promise<{ valid: true }> {
    const event = await this.views.findEvent(eventId);
    await this.requirePlayer(eventId, playerId, identity);
    const locked = applyEventCommand(eventState(event), { type: 'register-deck' });
    if (!locked.ok) throw eventCommandProblem(locked.error);
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
      // Contract rev 2: constructed decks are checked against the format's legality on the event's day.
      date: eventDateOf(event),
      ...(await this.deckChecks.forGame(event.game)),
    });
    if (!result.valid) {
      throw new ProblemException(
        422,
        'invalid-deck',
        `The deck breaks ${result.errors.length} rule(s) of ${event.format}.`,
        result.errors.map((e) => ({ path: 'deck', ...e })),
      );
    }
    await this.writer.write(
      eventId,
      async (write) => {
        await write.apply({ type: 'register-deck' });
        await this.decks.save(write.manager, eventId, playerId, parsed.deck);
        await this.players.markDeckRegistered(write.manager, playerId);
        write.announce({ kind: 'event', eventId });
      },
      { lock: 'shared' },
    );
    this.logger.log({ eventId, playerId }, 'deck registered');
    return { valid: true };
  }

  async registered(eventId: string, playerId: string, identity: SocketIdentity): Promise<DeckSubmission> {
    await this.requirePlayer(eventId, playerId, identity);
    const deck = await this.decks.deckOf(eventId, playerId);
    if (!deck) throw notFound('A registered deck');
    return deck;
  }

  private async requirePlayer(eventId: string, playerId: string, identity: SocketIdentity): Promise<void> {
    const players = await this.views.players(eventId);
    if (!players.some((p) => p.id === playerId)) throw notFound('The player');
    if (identity.role === 'player' && identity.playerId !== playerId) {
      throw forbidden('A player may only see and register their own deck.');
    }
  }
}
