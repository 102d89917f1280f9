import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RoundView } from '@cantina/contract';
import { missingResults, type Round } from '@cantina/swiss';
import { ProblemException } from '../common/problem.exception';
import type { EventWrite } from '../events/write/event-writer';
import { requireDecklists } from './decklist-check';
import { MatchEntity } from './match.entity';
import { flagError } from './result-flags';
import { RoundTimers } from './round-timers';
import { matchView } from './round-view';
import { TournamentRepository, type TournamentContext } from './tournament-repository';

/**
 * What automatic and manual pairing share, inside their event write: the event may be paired (decks
 * in for round 1, every result of the last round final), and publishing the round (the event's `pair`,
 * the match rows, the round clock, the `pairings` push).
 */
@Injectable()
export class RoundPublishing {
  constructor(
    private readonly repo: TournamentRepository,
    private readonly timers: RoundTimers,
  ) {}

  /** The tournament as it stands, once the next round may be paired; else the problem why not. */
  async readyToPair(write: EventWrite): Promise<TournamentContext> {
    const { row: event, manager } = write;
    write.check({ type: 'pair' });
    const ctx = await this.repo.load(event, manager);
    if (event.roundsCount === 0) requireDecklists(event, ctx.players);
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
    return ctx;
  }

  async publish(write: EventWrite, round: Round): Promise<RoundView> {
    const { row: event, manager } = write;
    await write.apply({ type: 'pair' });
    const saved = await saveRound(manager, event.id, round);
    await this.timers.create(manager, event.id, round.number, event.settings.roundMinutes);
    const paired: RoundView = { number: round.number, matches: saved.map((m) => matchView(m, event.game, false)) };
    write.announce({ kind: 'round-paired', eventId: event.id, round: paired });
    return paired;
  }
}

function saveRound(manager: EntityManager, eventId: string, round: Round): Promise<MatchEntity[]> {
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
