import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { validateResult, type MatchResult } from '@cantina/swiss';
import { isOurId } from '../common/ids';
import { forbidden, notFound, ProblemException } from '../common/problem.exception';
import { EventEntity } from '../events/entities/event.entity';
import { EventAccessService } from '../events/event-access.service';
import { EventsGateway } from '../events/events.gateway';
import { MatchEntity } from './match.entity';
import { toMatchResult, type ResultDto } from './result.dto';
import { TopCutService } from './top-cut.service';
import { sameResult, swissMatch, winnerOf } from './tournament-state';
import { TournamentRepository } from './tournament-repository';

export type ResultStatus = 'reported' | 'confirmed' | 'final';
type Outcome = ResultStatus | 'mismatch';

/**
 * Match results (contract "Rounds and results"): a player's report is provisional until the opponent
 * sends the same result; the organizer's entry is final, may correct anything, and is audit-logged.
 */
@Injectable()
export class ResultsService {
  private readonly logger = new Logger('Results');

  constructor(
    private readonly db: DataSource,
    private readonly access: EventAccessService,
    private readonly repo: TournamentRepository,
    private readonly topCut: TopCutService,
    private readonly feed: EventsGateway,
  ) {}

  async submit(matchId: string, dto: ResultDto, token: string | undefined): Promise<{ status: ResultStatus }> {
    const found = isOurId(matchId)
      ? await this.db.getRepository(MatchEntity).findOne({ where: { id: matchId } })
      : null;
    if (!found) throw notFound('The match');
    const identity = await this.access.requireIdentityIn(found.eventId, token);
    if (identity.role === 'player' && !found.players.includes(identity.playerId)) {
      throw forbidden('Only the players of this match or the organizer may report its result.');
    }
    const result = toMatchResult(dto);
    if (typeof result === 'string') throw new ProblemException(400, 'validation-failed', result);
    const status: Outcome = await this.db.transaction(async (manager) => {
      const event = await manager.findOneOrFail(EventEntity, { where: { id: found.eventId } });
      const match = await manager.findOneOrFail(MatchEntity, {
        where: { id: matchId },
        lock: { mode: 'pessimistic_write' },
      });
      this.check(match, result, this.repo.profile(event));
      if (identity.role === 'organizer') {
        await this.finalize(manager, event, match, result, 'organizer', dto.reason);
        return 'final' as const;
      }
      return this.playerReport(manager, event, match, result, identity.playerId);
    });
    if (status === 'mismatch') {
      throw new ProblemException(409, 'result-mismatch', 'Your opponent reported a different result; call a judge.');
    }
    if (status === 'final' || status === 'confirmed')
      await this.feed.eventChanged(found.eventId).catch(() => undefined);
    return { status };
  }

  private check(match: MatchEntity, result: MatchResult, profile: ReturnType<TournamentRepository['profile']>): void {
    const problems = validateResult(swissMatch(match), result, profile);
    if (problems.length > 0) {
      throw new ProblemException(
        400,
        'validation-failed',
        problems.map((p) => p.message).join('; '),
        problems.map((p) => ({ path: p.path, code: p.code, message: p.message })),
      );
    }
    if (match.stage !== null && !winnerOf(result, match.players)) {
      throw new ProblemException(400, 'validation-failed', 'A top-cut match needs a winner.');
    }
  }

  private async playerReport(
    manager: EntityManager,
    event: EventEntity,
    match: MatchEntity,
    result: MatchResult,
    playerId: string,
  ): Promise<Outcome> {
    if (match.result) {
      throw new ProblemException(409, 'result-final', 'This result is final; ask the organizer to correct it.');
    }
    const report = match.report;
    if (report && report.by !== playerId) {
      if (!sameResult(report.result, result, match.players)) {
        // Committed (not rolled back with the 409), so both players and the organizer see the dispute.
        await manager.update(MatchEntity, { id: match.id }, { disputed: true });
        return 'mismatch';
      }
      await this.finalize(manager, event, match, result, playerId);
      return 'confirmed';
    }
    await manager.update(MatchEntity, { id: match.id }, { report: { by: playerId, result }, disputed: false });
    return 'reported';
  }

  private async finalize(
    manager: EntityManager,
    event: EventEntity,
    match: MatchEntity,
    result: MatchResult,
    actor: string,
    reason?: string,
  ): Promise<void> {
    const before = match.result;
    await manager.update(MatchEntity, { id: match.id }, { result, report: null, disputed: false });
    if (actor === 'organizer') {
      await manager.query(
        `INSERT INTO audit_log (event_id, match_id, actor, action, before, after, reason) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [event.id, match.id, actor, before ? 'result-corrected' : 'result-entered', before, result, reason ?? null],
      );
    }
    this.logger.log({ eventId: event.id, matchId: match.id, actor, corrected: !!before }, 'result final');
    if (match.stage !== null) await this.topCut.advance(manager, event, { ...match, result });
  }
}
