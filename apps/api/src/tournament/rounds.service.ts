import { Injectable, Logger } from '@nestjs/common';
import type { RoundProposal, RoundView, Standing } from '@cantina/contract';
import { standings, SwissError, type Round, type ScoringProfile, type TournamentState } from '@cantina/swiss';
import { notFound, ProblemException } from '../common/problem.exception';
import { EventViewsService } from '../events/event-views.service';
import { EventWriter } from '../events/write/event-writer';
import { MatchEntity } from './match.entity';
import { PairingRunner } from './pairing-runner';
import { RoundPublishing } from './round-publishing';
import { RoundTimers } from './round-timers';
import { corruptResults, flagsByPlayer } from './result-flags';
import { matchView } from './round-view';
import { TournamentRepository } from './tournament-repository';

/** Swiss rounds: pairing (pure engine), publishing, reading, standings (contract "Rounds and results"). */
@Injectable()
export class RoundsService {
  private readonly logger = new Logger('Rounds');

  constructor(
    private readonly views: EventViewsService,
    private readonly writer: EventWriter,
    private readonly repo: TournamentRepository,
    private readonly timers: RoundTimers,
    private readonly pairing: PairingRunner,
    private readonly publishing: RoundPublishing,
  ) {}

  /** Pairs the next round; `preview` returns the proposal without saving it (same seed, same pairing). */
  async pairNext(eventId: string, preview: boolean): Promise<RoundView | RoundProposal> {
    const view = await this.writer.write(eventId, async (write) => {
      const ctx = await this.publishing.readyToPair(write);
      const round = await this.pair(ctx.state, ctx.profile, write.row.roundsCount + 1);
      if (preview) return this.proposal(write.row.game, round);
      return this.publishing.publish(write, round);
    });
    if (!preview) this.logger.log({ eventId, round: view.number, matches: view.matches.length }, 'round paired');
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

  async standings(eventId: string): Promise<Standing[]> {
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

  private proposal(game: string, round: Round): RoundProposal {
    return {
      number: round.number,
      matches: round.matches.map((m) => ({
        ...matchView(
          Object.assign(new MatchEntity(), {
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
        id: null,
      })),
    };
  }
}
