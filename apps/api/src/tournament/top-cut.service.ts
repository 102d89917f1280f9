import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, Not, type EntityManager } from 'typeorm';
import type { BracketView } from '@cantina/contract';
import { bracketWinner, missingResults, nextBracketStep, standings, topCut } from '@cantina/swiss';
import { notFound, ProblemException } from '../common/problem.exception';
import { EventViewsService } from '../events/event-views.service';
import { EventWriter, type EventWrite } from '../events/write/event-writer';
import { recordAudit } from './audit-log';
import { MatchEntity } from './match.entity';
import { TournamentRepository } from './tournament-repository';

const SIZES = [4, 8, 16];

/** Single-elimination top cut seeded 1v8, 4v5, 2v7, 3v6 from the Swiss standings (contract "top-cut"). */
@Injectable()
export class TopCutService {
  constructor(
    private readonly db: DataSource,
    private readonly views: EventViewsService,
    private readonly writer: EventWriter,
    private readonly repo: TournamentRepository,
  ) {}

  async create(eventId: string, size: unknown): Promise<BracketView> {
    if (typeof size !== 'number' || !SIZES.includes(size)) {
      throw new ProblemException(400, 'validation-failed', 'size must be 4, 8 or 16.', [
        { path: 'size', code: 'isIn', message: 'size must be 4, 8 or 16' },
      ]);
    }
    return this.writer.write(eventId, async (write) => {
      const { row: event, manager } = write;
      await write.apply({ type: 'top-cut', size });
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
      return this.bracket(manager, eventId, size);
    });
  }

  async view(eventId: string): Promise<BracketView> {
    const event = await this.views.findEvent(eventId);
    if (!event.topCutSize) throw notFound('A top cut');
    return this.bracket(this.db.manager, eventId, event.topCutSize);
  }

  /**
   * After a final result, within its event write (held exclusively): libs/swiss `nextBracketStep` says
   * what the next stage gets; a correction that would change a played later match is refused (409
   * `bracket-has-later-results`), and one that replaces the entrants of an unplayed match is audit-logged.
   */
  async advance(write: EventWrite, match: MatchEntity, actor: string): Promise<void> {
    const { manager, row: event } = write;
    const stage = match.stage as number;
    const slot = match.slot as number;
    const partner = await manager.findOne(MatchEntity, { where: { eventId: event.id, stage, slot: slot ^ 1 } });
    const next = await manager.findOne(MatchEntity, {
      where: { eventId: event.id, stage: stage + 1, slot: slot >> 1 },
    });
    const step = nextBracketStep({
      size: event.topCutSize ?? 0,
      decided: {
        stage,
        slot,
        table: match.table,
        round: match.round,
        players: match.players,
        seeds: seedsOf(match),
        result: match.result,
      },
      partner: partner ? { players: partner.players, seeds: seedsOf(partner), result: partner.result } : null,
      next: next
        ? {
            id: next.id,
            stage: next.stage as number,
            players: next.players,
            seeds: next.seeds,
            result: next.result,
            report: next.report,
          }
        : null,
    });
    switch (step.kind) {
      case 'finished':
        await write.apply({ type: 'finish' });
        return;
      case 'waiting':
      case 'unchanged':
        return;
      case 'create': {
        const values = {
          players: step.match.players,
          seeds: step.match.seeds,
          result: null,
          report: null,
          disputed: false,
        };
        await manager.save(manager.create(MatchEntity, { eventId: event.id, ...step.match, bye: false, ...values }));
        return;
      }
      case 'blocked':
        throw new ProblemException(
          409,
          'bracket-has-later-results',
          `Stage ${step.stage} already has a result between other players; correct that match first.`,
          [{ path: 'matchId', code: 'bracket-has-later-results', message: step.matchId }],
        );
      case 'replace':
        await recordAudit(manager, {
          eventId: event.id,
          matchId: step.matchId,
          actor,
          action: 'bracket-stage-cleared',
          before: step.before,
          after: { players: step.players, seeds: step.seeds },
          reason: step.reason,
        });
        await manager.update(
          MatchEntity,
          { id: step.matchId },
          {
            players: step.players,
            seeds: step.seeds,
            result: null,
            report: null,
            disputed: false,
            counterReport: null,
          },
        );
    }
  }

  private async bracket(manager: EntityManager, eventId: string, size: number): Promise<BracketView> {
    const rows = await manager.find(MatchEntity, {
      where: { eventId, stage: Not(IsNull()) },
      order: { stage: 'ASC', slot: 'ASC' },
    });
    return {
      size,
      matches: rows.map((m) => ({
        id: m.id,
        stage: m.stage as number,
        slot: m.slot as number,
        table: m.table,
        players: m.players,
        seeds: m.seeds as [number, number],
        ...(m.result ? { result: m.result } : {}),
        winner: bracketWinner(m),
      })),
    };
  }
}

function seedsOf(match: MatchEntity): [number, number] {
  return match.seeds as [number, number];
}
