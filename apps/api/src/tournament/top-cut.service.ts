import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, Not, type EntityManager } from 'typeorm';
import { missingResults, standings, topCut } from '@cantina/swiss';
import { notFound, ProblemException } from '../common/problem.exception';
import { EventEntity } from '../events/entities/event.entity';
import { EventAccessService } from '../events/event-access.service';
import { EventViewsService } from '../events/event-views.service';
import { EventsGateway } from '../events/events.gateway';
import { recordAudit } from './audit-log';
import { MatchEntity } from './match.entity';
import { winnerOf } from './tournament-state';
import { TournamentRepository } from './tournament-repository';

export interface BracketMatchView {
  id: string;
  stage: number;
  slot: number;
  table: number | null;
  players: string[];
  seeds: [number, number];
  result?: unknown;
  winner: string | null;
}

export interface BracketView {
  size: number;
  matches: BracketMatchView[];
}

const SIZES = [4, 8, 16];

/** Single-elimination top cut seeded 1v8, 4v5, 2v7, 3v6 from the Swiss standings (contract "top-cut"). */
@Injectable()
export class TopCutService {
  constructor(
    private readonly db: DataSource,
    private readonly access: EventAccessService,
    private readonly views: EventViewsService,
    private readonly repo: TournamentRepository,
    private readonly feed: EventsGateway,
  ) {}

  async create(eventId: string, size: unknown, token: string | undefined): Promise<BracketView> {
    await this.views.findEvent(eventId);
    await this.access.requireOrganizer(eventId, token);
    if (typeof size !== 'number' || !SIZES.includes(size)) {
      throw new ProblemException(400, 'validation-failed', 'size must be 4, 8 or 16.', [
        { path: 'size', code: 'isIn', message: 'size must be 4, 8 or 16' },
      ]);
    }
    const view = await this.db.transaction(async (manager) => {
      const event = await manager.findOne(EventEntity, { where: { id: eventId }, lock: { mode: 'pessimistic_write' } });
      if (!event) throw notFound('The event');
      if (event.status !== 'playing') {
        throw new ProblemException(
          409,
          'conflict',
          `A top cut follows the Swiss rounds; the event is ${event.status}.`,
        );
      }
      const ctx = await this.repo.load(event, manager);
      if (missingResults(ctx.state, event.roundsCount).length > 0) {
        throw new ProblemException(409, 'results-missing', 'Every Swiss result must be in before the cut.');
      }
      const eligible = standings(ctx.state, ctx.profile).filter((s) => !s.dropped);
      if (eligible.length < size) {
        throw new ProblemException(
          409,
          'not-enough-players',
          `A top ${size} needs ${size} players still in the event.`,
        );
      }
      const bracket = topCut(eligible, size);
      const rows = bracket.matches
        .filter((m) => m.stage === 1)
        .map((m) =>
          manager.create(MatchEntity, {
            eventId,
            round: event.roundsCount + 1,
            stage: 1,
            slot: m.slot,
            table: m.table,
            players: m.players as string[],
            seeds: m.seeds,
            bye: false,
            result: null,
            report: null,
            disputed: false,
          }),
        );
      await manager.save(rows);
      event.status = 'top-cut';
      event.topCutSize = size;
      await manager.save(event);
      return this.bracket(manager, event);
    });
    await this.feed.eventChanged(eventId).catch(() => undefined);
    return view;
  }

  async view(eventId: string): Promise<BracketView> {
    const event = await this.views.findEvent(eventId);
    if (!event.topCutSize) throw notFound('A top cut');
    return this.bracket(this.db.manager, event);
  }

  /**
   * After a final result (the caller holds the event row FOR UPDATE): the winner meets the winner of
   * the neighbouring slot in the next stage. A correction that changes who plays that next match is
   * refused while it has a result (409 `bracket-has-later-results`: correct the later match first)
   * and audit-logged when it replaces the entrants (and any provisional report) of a match not yet
   * played. A correction that keeps the same winner leaves the next stage as it is.
   */
  async advance(manager: EntityManager, event: EventEntity, match: MatchEntity, actor: string): Promise<void> {
    const size = event.topCutSize ?? 0;
    const stages = Math.log2(size);
    const stage = match.stage as number;
    const slot = match.slot as number;
    if (stage >= stages) {
      await manager.update(EventEntity, { id: event.id }, { status: 'finished' });
      return;
    }
    const partner = await manager.findOne(MatchEntity, { where: { eventId: event.id, stage, slot: slot ^ 1 } });
    const winners = [match, partner].map((m) => (m?.result ? winnerOf(m.result, m.players) : null));
    if (!partner || winners.some((w) => w === null)) return;
    const [first, second] = slot % 2 === 0 ? [match, partner] : [partner, match];
    const [w1, w2] = slot % 2 === 0 ? winners : [winners[1], winners[0]];
    const seedOf = (m: MatchEntity, w: string) => (m.seeds as [number, number])[m.players.indexOf(w)];
    const entrants = [
      { id: w1 as string, seed: seedOf(first, w1 as string) },
      { id: w2 as string, seed: seedOf(second, w2 as string) },
    ].sort((a, b) => a.seed - b.seed);
    const next = { eventId: event.id, stage: stage + 1, slot: slot >> 1 };
    const players = entrants.map((e) => e.id);
    const seeds: [number, number] = [entrants[0].seed, entrants[1].seed];
    const existing = await manager.findOne(MatchEntity, { where: next });
    if (!existing) {
      const values = { players, seeds, result: null, report: null, disputed: false };
      await manager.save(
        manager.create(MatchEntity, { ...next, round: match.round + 1, table: (slot >> 1) + 1, bye: false, ...values }),
      );
      return;
    }
    if (existing.players.length === 2 && existing.players.every((p, i) => p === players[i])) return;
    if (existing.result) {
      throw new ProblemException(
        409,
        'bracket-has-later-results',
        `Stage ${existing.stage} already has a result between other players; correct that match first.`,
        [{ path: 'matchId', code: 'bracket-has-later-results', message: existing.id }],
      );
    }
    await recordAudit(manager, {
      eventId: event.id,
      matchId: existing.id,
      actor,
      action: 'bracket-stage-cleared',
      before: { players: existing.players, seeds: existing.seeds, report: existing.report },
      after: { players, seeds },
      reason: `entrants changed by the result of stage ${stage} table ${match.table ?? slot + 1}`,
    });
    await manager.update(
      MatchEntity,
      { id: existing.id },
      { players, seeds, result: null, report: null, disputed: false },
    );
  }

  private async bracket(manager: EntityManager, event: EventEntity): Promise<BracketView> {
    const rows = await manager.find(MatchEntity, {
      where: { eventId: event.id, stage: Not(IsNull()) },
      order: { stage: 'ASC', slot: 'ASC' },
    });
    return {
      size: event.topCutSize ?? 0,
      matches: rows.map((m) => ({
        id: m.id,
        stage: m.stage as number,
        slot: m.slot as number,
        table: m.table,
        players: m.players,
        seeds: m.seeds as [number, number],
        ...(m.result ? { result: m.result } : {}),
        winner: m.result ? winnerOf(m.result, m.players) : null,
      })),
    };
  }
}
