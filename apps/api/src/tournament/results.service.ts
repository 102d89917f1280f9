import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { validateResult, type MatchResult } from '@cantina/swiss';
import { isOurId } from '../common/ids';
import { forbidden, notFound, ProblemException } from '../common/problem.exception';
import { EventEntity } from '../events/entities/event.entity';
import { EventAccessService } from '../events/event-access.service';
import { EventsGateway } from '../events/events.gateway';
import { recordAudit } from './audit-log';
import { MatchEntity, type ResultReport } from './match.entity';
import { refusedResult } from './result-problems';
import { toMatchResult, type ResultDto } from './result.dto';
import { TopCutService } from './top-cut.service';
import { awaitingConfirmation, sameResult, swissMatch, winnerOf } from './tournament-state';
import { TournamentRepository } from './tournament-repository';

export type ResultStatus = 'reported' | 'confirmed' | 'final';
type Outcome = ResultStatus | 'mismatch';

/**
 * Match results (contract "Rounds and results"): a player's report is provisional until the opponent
 * (in a pod: every other player) sends the same result; the organizer's entry is final, may correct
 * anything, and is audit-logged.
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
    if (Array.isArray(result)) throw refusedResult(result);
    const status: Outcome = await this.db.transaction(async (manager) => {
      // Lock order everywhere: the event row, then the match. A top-cut result takes the event row
      // FOR UPDATE, so two matches decided at the same moment advance the bracket one after the
      // other (each sees the other's result). A Swiss result takes it FOR SHARE: results of
      // different matches go in side by side, and pairing (FOR UPDATE) sees all of them or none.
      const event = await manager.findOneOrFail(EventEntity, {
        where: { id: found.eventId },
        lock: { mode: found.stage !== null ? 'pessimistic_write' : 'pessimistic_read' },
      });
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
    if (problems.length > 0) throw refusedResult(problems);
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
    if (!report || report.by === playerId) {
      const fresh: ResultReport = { by: playerId, result, confirmedBy: [] };
      await manager.update(MatchEntity, { id: match.id }, { report: fresh, disputed: false });
      return 'reported';
    }
    if (!sameResult(report.result, result, match.players)) {
      // Committed (not rolled back with the 409), so the players and the organizer see the dispute.
      await manager.update(MatchEntity, { id: match.id }, { disputed: true });
      return 'mismatch';
    }
    // A pod result is final once every other player of the pod has confirmed it (contract rev 2).
    const confirmedBy = [...new Set([...(report.confirmedBy ?? []), playerId])];
    if (awaitingConfirmation(match.players, report.by, confirmedBy).length > 0) {
      await manager.update(MatchEntity, { id: match.id }, { report: { ...report, confirmedBy } });
      return 'reported';
    }
    await this.finalize(manager, event, match, result, playerId);
    return 'confirmed';
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
      await recordAudit(manager, {
        eventId: event.id,
        matchId: match.id,
        actor,
        action: before ? 'result-corrected' : 'result-entered',
        before,
        after: result,
        reason,
      });
    }
    if (match.stage !== null) await this.topCut.advance(manager, event, { ...match, result }, actor);
    this.logger.log({ eventId: event.id, matchId: match.id, actor, corrected: !!before }, 'result final');
  }
}
