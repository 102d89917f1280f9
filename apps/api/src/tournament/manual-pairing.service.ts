import { Injectable, Logger } from '@nestjs/common';
import type { RoundView } from '@cantina/contract';
import { manualRound, missingResults, type ManualMatch, type Round } from '@cantina/swiss';
import type { EntityManager } from 'typeorm';
import { ProblemException } from '../common/problem.exception';
import { EventWriter } from '../events/write/event-writer';
import { recordAudit } from './audit-log';
import { requireDecklists } from './decklist-check';
import { MatchEntity } from './match.entity';
import { RoundTimers } from './round-timers';
import { matchView } from './round-view';
import { TournamentRepository } from './tournament-repository';

/**
 * Manual pairing (contract rev 2): the organizer publishes the next round with their own pairings (a
 * fixed table, a round run elsewhere). Same write as automatic pairing (libs/events `pair`, results of
 * the previous round complete), the pairings checked by libs/swiss `manualRound`, an audit row.
 */
@Injectable()
export class ManualPairingService {
  private readonly logger = new Logger('ManualPairing');

  constructor(
    private readonly writer: EventWriter,
    private readonly repo: TournamentRepository,
    private readonly timers: RoundTimers,
  ) {}

  async publish(eventId: string, matches: readonly ManualMatch[]): Promise<RoundView> {
    const view = await this.writer.write(eventId, async (write) => {
      const { row: event, manager } = write;
      write.check({ type: 'pair' });
      const ctx = await this.repo.load(event, manager);
      if (event.roundsCount === 0) requireDecklists(event, ctx.players);
      const missing = missingResults(ctx.state, event.roundsCount);
      if (missing.length > 0) {
        throw new ProblemException(
          409,
          'results-missing',
          `${missing.length} match(es) of round ${event.roundsCount} have no final result yet.`,
        );
      }
      const built = manualRound(ctx.state, ctx.profile, event.roundsCount + 1, matches);
      if (!built.ok) {
        const names = new Map(ctx.players.map((p) => [p.id, p.name]));
        const named = (ids: string[]) => ids.map((id) => names.get(id) ?? id).join(', ');
        throw new ProblemException(
          422,
          'invalid-pairing',
          `The pairings are not a round of this event: ${built.problems.map((p) => p.message).join('; ')}.`,
          built.problems.map((p) => ({ path: 'matches', code: p.code, message: `${p.code}: ${named(p.players)}` })),
        );
      }
      const round = built.round;
      await write.apply({ type: 'pair' });
      const saved = await this.save(manager, eventId, round);
      await this.timers.create(manager, eventId, round.number, event.settings.roundMinutes);
      await recordAudit(manager, {
        eventId,
        matchId: null,
        actor: 'organizer',
        action: 'round-paired-manually',
        before: null,
        after: { round: round.number, matches: round.matches.map((m) => ({ players: m.players, bye: m.bye })) },
      });
      const paired: RoundView = { number: round.number, matches: saved.map((m) => matchView(m, event.game, false)) };
      write.announce({ kind: 'round-paired', eventId, round: paired });
      return paired;
    });
    this.logger.log({ eventId, round: view.number, matches: view.matches.length }, 'round paired by hand');
    return view;
  }

  private save(manager: EntityManager, eventId: string, round: Round): Promise<MatchEntity[]> {
    const rows = round.matches.map((m) =>
      manager.create(MatchEntity, {
        eventId,
        round: round.number,
        stage: null,
        slot: null,
        table: m.table,
        players: m.players,
        seeds: null,
        bye: m.bye,
        preassigned: false,
        loss: false,
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
