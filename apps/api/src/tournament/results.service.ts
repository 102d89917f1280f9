import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ResultStatus, SocketIdentity } from '@cantina/contract';
import { awaitingConfirmation, sameResult, validateResult, winnerOf, type MatchResult } from '@cantina/swiss';
import { forbidden, notFound, ProblemException } from '../common/problem.exception';
import { EventWriter, type EventWrite } from '../events/write/event-writer';
import { recordAudit } from './audit-log';
import { MatchEntity, type ResultReport } from './match.entity';
import { refusedResult } from './result-problems';
import { announceMatch } from './result-pushes';
import { toMatchResult, type ResultDto } from './result.dto';
import { TopCutService } from './top-cut.service';
import { swissMatch } from './tournament-state';
import { TournamentRepository } from './tournament-repository';

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
    private readonly writer: EventWriter,
    private readonly repo: TournamentRepository,
    private readonly topCut: TopCutService,
  ) {}

  async submit(matchId: string, dto: ResultDto, identity: SocketIdentity): Promise<{ status: ResultStatus }> {
    // `@Authorize` found the match's event and checked that the token belongs to it.
    const found = await this.db.getRepository(MatchEntity).findOne({ where: { id: matchId } });
    if (!found) throw notFound('The match');
    if (identity.role === 'player' && !found.players.includes(identity.playerId)) {
      throw forbidden('Only the players of this match or the organizer may report its result.');
    }
    const result = toMatchResult(dto);
    if (Array.isArray(result)) throw refusedResult(result);
    // A top-cut result holds the event exclusively, so two matches decided at the same moment advance
    // the bracket one after the other (each sees the other's result). Swiss results of different
    // matches go in side by side, and pairing (exclusive) sees all of them or none.
    const status: Outcome = await this.writer.write(
      found.eventId,
      async (write) => {
        const match = await write.manager.findOneOrFail(MatchEntity, {
          where: { id: matchId },
          lock: { mode: 'pessimistic_write' },
        });
        await write.apply({ type: 'result', stage: match.stage !== null ? 'top-cut' : 'swiss' });
        this.check(write, match, result, identity);
        const outcome =
          identity.role === 'organizer'
            ? await this.finalize(write, match, result, 'organizer', dto.reason).then(() => 'final' as const)
            : await this.playerReport(write, match, result, identity.playerId);
        if (outcome === 'final' || outcome === 'confirmed') write.announce({ kind: 'event', eventId: found.eventId });
        return outcome;
      },
      { lock: found.stage !== null ? 'exclusive' : 'shared' },
    );
    if (status === 'mismatch') {
      throw new ProblemException(409, 'result-mismatch', 'Your opponent reported a different result; call a judge.');
    }
    return { status };
  }

  private check(write: EventWrite, match: MatchEntity, result: MatchResult, identity: SocketIdentity): void {
    const profile = this.repo.profile(write.row);
    const problems = validateResult(swissMatch(match), result, profile);
    if (problems.length > 0) throw refusedResult(problems);
    // A double loss is a penalty the organizer gives (SWU rules "Tournaments", contract rev 2); a player
    // may report a possible result, just not this one: 403, as for any organizer-only action.
    if (result.outcome === 'double-loss' && profile.doubleLossBy === 'organizer' && identity.role !== 'organizer') {
      throw forbidden(
        'A double loss is a penalty only the organizer can enter; report a drawn match as 1-1, 0-0 or 0-0-3.',
      );
    }
    if (match.stage !== null && !winnerOf(result, match.players)) {
      throw new ProblemException(400, 'validation-failed', 'A top-cut match needs a winner.');
    }
  }

  private async playerReport(
    write: EventWrite,
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
      await this.update(write, match, { report: fresh, disputed: false, counterReport: null });
      return 'reported';
    }
    if (!sameResult(report.result, result, match.players)) {
      // Committed (not rolled back with the 409), so the players and the organizer see the dispute,
      // both claims side by side.
      const claim: ResultReport = { by: playerId, result, confirmedBy: [] };
      await this.update(write, match, { disputed: true, counterReport: claim });
      return 'mismatch';
    }
    // A pod result is final once every other player of the pod has confirmed it (contract rev 2).
    const confirmedBy = [...new Set([...(report.confirmedBy ?? []), playerId])];
    if (awaitingConfirmation(match.players, report.by, confirmedBy).length > 0) {
      await this.update(write, match, { report: { ...report, confirmedBy } });
      return 'reported';
    }
    await this.finalize(write, match, result, playerId);
    return 'confirmed';
  }

  private async finalize(
    write: EventWrite,
    match: MatchEntity,
    result: MatchResult,
    actor: string,
    reason?: string,
  ): Promise<void> {
    const { manager, row: event } = write;
    const before = match.result;
    const changes = { result, report: null, disputed: false, counterReport: null };
    await manager.update(MatchEntity, { id: match.id }, changes);
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
    if (match.stage !== null) await this.topCut.advance(write, { ...match, result }, actor);
    await announceMatch(write, { ...match, ...changes }, true);
    this.logger.log({ eventId: event.id, matchId: match.id, actor, corrected: !!before }, 'result final');
  }

  /** A provisional change (report, confirmation, dispute), pushed to the event once committed. */
  private async update(write: EventWrite, match: MatchEntity, changes: Partial<MatchEntity>): Promise<void> {
    await write.manager.update(MatchEntity, { id: match.id }, changes);
    await announceMatch(write, { ...match, ...changes }, false);
  }
}
