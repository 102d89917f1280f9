import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  missingResults,
  standings,
  SwissError,
  type Round,
  type ScoringProfile,
  type TournamentState,
} from '@cantina/swiss';
import { findFormat } from '@cantina/games';
import { notFound, ProblemException } from '../common/problem.exception';
import { EventEntity } from '../events/entities/event.entity';
import { EventAccessService } from '../events/event-access.service';
import { EventViewsService } from '../events/event-views.service';
import { EventsGateway } from '../events/events.gateway';
import { MatchEntity } from './match.entity';
import { PairingRunner } from './pairing-runner';
import { RoundTimers } from './round-timers';
import { requireDecklists } from './decklist-check';
import { corruptResults, flagError, flagsByPlayer, type ResultFlagView } from './result-flags';
import { matchView, type RoundView } from './round-view';
import { TournamentRepository } from './tournament-repository';

export interface StandingRow {
  rank: number;
  playerId: string;
  name: string;
  matchPoints: number;
  matchWins: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  omw: number;
  gw: number;
  ogw: number;
  dropped: boolean;
  /** Cantina addition: stored results of this player's matches that were skipped as corrupt. */
  problems?: ResultFlagView[];
}

/** Swiss rounds: pairing (pure engine), publishing, reading, standings (contract "Rounds and results"). */
@Injectable()
export class RoundsService {
  private readonly logger = new Logger('Rounds');

  constructor(
    private readonly db: DataSource,
    private readonly access: EventAccessService,
    private readonly views: EventViewsService,
    private readonly repo: TournamentRepository,
    private readonly timers: RoundTimers,
    private readonly feed: EventsGateway,
    private readonly pairing: PairingRunner,
  ) {}

  /** Pairs the next round; `preview` returns the proposal without saving it (same seed, same pairing). */
  async pairNext(eventId: string, token: string | undefined, preview: boolean): Promise<RoundView> {
    await this.views.findEvent(eventId);
    await this.access.requireOrganizer(eventId, token);
    const view = await this.db.transaction(async (manager) => {
      const event = await manager.findOne(EventEntity, { where: { id: eventId }, lock: { mode: 'pessimistic_write' } });
      if (!event) throw notFound('The event');
      this.checkPairable(event);
      const ctx = await this.repo.load(event, manager);
      if (event.roundsCount === 0) await requireDecklists(manager, event, ctx.players);
      const missing = missingResults(ctx.state, event.roundsCount);
      if (missing.length > 0) {
        const corrupt = ctx.flags.filter((f) => f.round === event.roundsCount);
        throw new ProblemException(
          409,
          'results-missing',
          `${missing.length} match(es) of round ${event.roundsCount} have no final result yet` +
            (corrupt.length > 0 ? ` (${corrupt.length} stored result(s) are corrupt: enter them again).` : '.'),
          corrupt.map(flagError),
        );
      }
      const round = await this.pair(ctx.state, ctx.profile, event.roundsCount + 1);
      if (preview) return this.proposal(event.game, round);
      const saved = await this.save(manager, event, round);
      event.roundsCount = round.number;
      event.status = 'playing';
      await manager.save(event);
      await this.timers.create(manager, event, round.number);
      return { number: round.number, matches: saved.map((m) => matchView(m, event.game, false)) };
    });
    if (!preview) {
      this.logger.log({ eventId, round: view.number, matches: view.matches.length }, 'round paired');
      this.feed.sendToEvent(eventId, 'pairings', view);
      await this.feed.eventChanged(eventId).catch(() => undefined);
    }
    return view;
  }

  async round(eventId: string, number: number): Promise<RoundView> {
    const event = await this.views.findEvent(eventId);
    const matches = await this.repo.swissMatches(eventId, number);
    if (matches.length === 0) throw notFound(`Round ${number}`);
    const problems = corruptResults(matches, this.repo.profile(event));
    return {
      number,
      matches: matches.map((m) => matchView(m, event.game, true)),
      timer: await this.timers.view(eventId, number),
      ...(problems.length > 0 ? { problems } : {}),
    };
  }

  async rounds(eventId: string): Promise<RoundView[]> {
    const event = await this.views.findEvent(eventId);
    const result: RoundView[] = [];
    for (let n = 1; n <= event.roundsCount; n++) result.push(await this.round(eventId, n));
    return result;
  }

  async standings(eventId: string): Promise<StandingRow[]> {
    const event = await this.views.findEvent(eventId);
    const ctx = await this.repo.load(event);
    const names = new Map(ctx.players.map((p) => [p.id, p.name]));
    const flagged = flagsByPlayer(ctx.flags);
    return standings(ctx.state, ctx.profile).map((s) => ({
      rank: s.rank,
      playerId: s.playerId,
      name: names.get(s.playerId) ?? '',
      matchPoints: s.matchPoints,
      matchWins: s.matchWins,
      wins: s.wins,
      losses: s.losses,
      draws: s.draws,
      byes: s.byes,
      omw: s.omw,
      gw: s.gw,
      ogw: s.ogw,
      dropped: s.dropped,
      ...(flagged.has(s.playerId) ? { problems: flagged.get(s.playerId) } : {}),
    }));
  }

  private checkPairable(event: EventEntity): void {
    const format = findFormat(event.game, event.format);
    const ready = format?.kind === 'constructed' ? ['registration', 'playing'] : ['deckbuilding', 'playing'];
    if (!ready.includes(event.status)) {
      throw new ProblemException(
        409,
        event.status === 'top-cut' || event.status === 'finished' ? 'conflict' : 'not-started',
        `Rounds cannot be paired while the event is ${event.status}.`,
      );
    }
  }

  private async pair(state: TournamentState, profile: ScoringProfile, number: number): Promise<Round> {
    try {
      return await this.pairing.pair(state, profile, number);
    } catch (error) {
      if (error instanceof SwissError) {
        const code = error.details.code === 'not-enough-players' ? 'not-enough-players' : 'conflict';
        throw new ProblemException(409, code, error.message);
      }
      throw error;
    }
  }

  private proposal(game: string, round: Round): RoundView {
    return {
      number: round.number,
      matches: round.matches.map((m) =>
        matchView(
          Object.assign(new MatchEntity(), {
            id: null,
            table: m.table,
            players: m.players,
            bye: m.bye,
            sides: m.sides ?? null,
            darkSide: m.darkSide ?? null,
            rematch: m.rematch ?? false,
          }),
          game,
          false,
        ),
      ),
    };
  }

  private async save(manager: EntityManager, event: EventEntity, round: Round): Promise<MatchEntity[]> {
    const rows = round.matches.map((m) =>
      manager.create(MatchEntity, {
        eventId: event.id,
        round: round.number,
        stage: null,
        slot: null,
        table: m.table,
        players: m.players,
        seeds: null,
        bye: m.bye,
        preassigned: m.preassigned ?? false,
        loss: m.loss ?? false,
        sides: m.sides ?? null,
        darkSide: m.darkSide ?? null,
        rematch: m.rematch ?? false,
        result: null,
        report: null,
        disputed: false,
      }),
    );
    return manager.save(rows);
  }
}
