import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { narrowCatalog, swtcgDeckSide, type DeckList } from '@cantina/games';
import {
  LEGACY_SCORING_VERSION,
  profileFor,
  screenResults,
  type ResultFlag,
  type ScoringProfile,
  type TournamentState,
} from '@cantina/swiss';
import { CardCatalogsService } from '../cards/card-catalogs.service';
import { RegisteredDecksService } from '../decks/registered-decks.service';
import { DraftService } from '../draft/draft.service';
import type { EventRecord, PlayerRecord } from '../events/event-record';
import { EventViewsService } from '../events/event-views.service';
import { MatchEntity } from './match.entity';
import { tournamentState, type PlayerExtras } from './tournament-state';

export interface TournamentContext {
  event: EventRecord;
  players: PlayerRecord[];
  matches: MatchEntity[];
  /** The engine's input with corrupt stored results screened out (see `flags`). */
  state: TournamentState;
  profile: ScoringProfile;
  /** Stored matches the engine had to leave out or count as missing a result. */
  flags: ResultFlag[];
}

/**
 * Loads everything the Swiss engine needs for an event, in the caller's transaction. Stored results
 * are screened first, so one corrupt row is flagged instead of failing standings, pairing and top cut.
 */
@Injectable()
export class TournamentRepository {
  constructor(
    private readonly db: DataSource,
    private readonly views: EventViewsService,
    private readonly catalogs: CardCatalogsService,
    private readonly decks: RegisteredDecksService,
    private readonly draft: DraftService,
  ) {}

  /** The event's scoring profile under the rules' version it was created with (none stored: version 1). */
  profile(event: EventRecord): ScoringProfile {
    return profileFor(event.game, event.format, {
      matchFormat: event.settings.matchFormat,
      version: event.settings.scoringVersion ?? LEGACY_SCORING_VERSION,
    });
  }

  async load(event: EventRecord, manager: EntityManager = this.db.manager): Promise<TournamentContext> {
    const players = await this.views.players(event.id, manager);
    const matches = await manager.find(MatchEntity, {
      where: { eventId: event.id },
      order: { round: 'ASC', table: 'ASC', id: 'ASC' },
    });
    const extras = await this.extras(event, manager);
    const profile = this.profile(event);
    const screened = screenResults(tournamentState(event, players, matches, extras), profile);
    return { event, players, matches, state: screened.state, profile, flags: screened.flags };
  }

  swissMatches(eventId: string, round: number, manager: EntityManager = this.db.manager): Promise<MatchEntity[]> {
    return manager.find(MatchEntity, { where: { eventId, round, stage: IsNull() }, order: { table: 'ASC' } });
  }

  /** swtcg: each registered deck's side (Dark Side acts first); drafts: seats for round 1 across the table. */
  private async extras(event: EventRecord, manager: EntityManager): Promise<Map<string, PlayerExtras>> {
    const extras = new Map<string, PlayerExtras>();
    if (event.game === 'swtcg') {
      const catalog = narrowCatalog(await this.catalogs.catalog('swtcg', manager), 'swtcg');
      for (const { playerId, deck } of await this.decks.decks(event.id, manager)) {
        const side = swtcgDeckSide(deck as DeckList, catalog);
        if (side === 'light' || side === 'dark') extras.set(playerId, { deckSide: side });
        else if (side === 'yuuzhan-vong') extras.set(playerId, { deckSide: 'vong' });
      }
    }
    for (const seat of await this.draft.seatsOf(event.id, manager)) {
      extras.set(seat.playerId, { ...extras.get(seat.playerId), draftSeat: { pod: seat.podId, seat: seat.seat } });
    }
    return extras;
  }
}
