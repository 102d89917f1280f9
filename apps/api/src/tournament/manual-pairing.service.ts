import { Injectable, Logger } from '@nestjs/common';
import type { RoundView } from '@cantina/contract';
import { manualRound, type ManualMatch } from '@cantina/swiss';
import { ProblemException } from '../common/problem.exception';
import { EventWriter } from '../events/write/event-writer';
import { recordAudit } from './audit-log';
import { RoundPublishing } from './round-publishing';

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
    private readonly publishing: RoundPublishing,
  ) {}

  async publish(eventId: string, matches: readonly ManualMatch[]): Promise<RoundView> {
    const view = await this.writer.write(eventId, async (write) => {
      const { row: event, manager } = write;
      const ctx = await this.publishing.readyToPair(write);
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
      const paired = await this.publishing.publish(write, round);
      await recordAudit(manager, {
        eventId,
        matchId: null,
        actor: 'organizer',
        action: 'round-paired-manually',
        before: null,
        after: { round: round.number, matches: round.matches.map((m) => ({ players: m.players, bye: m.bye })) },
      });
      return paired;
    });
    this.logger.log({ eventId, round: view.number, matches: view.matches.length }, 'round paired by hand');
    return view;
  }
}
