import { Injectable, Logger } from '@nestjs/common';
import type { PublicPlayer } from '@cantina/contract';
import { notFound } from '../common/problem.exception';
import { EventViewsService } from '../events/event-views.service';
import { PlayersService } from '../events/players.service';
import { EventWriter } from '../events/write/event-writer';
import { MatchEntity } from './match.entity';

/**
 * Undo of a drop (issue 12, "players at the counter"). `libs/events` decides (refused in the top cut
 * and after the end); the player is paired again from the next round, and each Swiss round paired while
 * they were out is recorded as an assigned loss, so it counts like a late entry's missed round.
 */
@Injectable()
export class ReinstateService {
  private readonly logger = new Logger('ReinstateService');

  constructor(
    private readonly writer: EventWriter,
    private readonly views: EventViewsService,
    private readonly players: PlayersService,
  ) {}

  async reinstate(eventId: string, playerId: string): Promise<PublicPlayer> {
    return this.writer.write(eventId, async (write) => {
      const { manager } = write;
      const player = (await this.views.players(eventId, manager)).find((p) => p.id === playerId);
      if (!player) throw notFound('The player');
      const changes = await write.apply({
        type: 'reinstate',
        playerId,
        droppedAfterRound: player.dropped ? (player.droppedAfterRound ?? 0) : null,
      });
      for (const change of changes) {
        if (change.type !== 'player-reinstated') continue;
        await this.players.reinstate(manager, playerId);
        const losses = change.missedRounds.map((round) =>
          manager.create(MatchEntity, {
            eventId,
            round,
            stage: null,
            slot: null,
            table: null,
            players: [playerId],
            seeds: null,
            bye: false,
            preassigned: false,
            loss: true,
            sides: null,
            darkSide: null,
            rematch: false,
            result: null,
            report: null,
            disputed: false,
          }),
        );
        if (losses.length > 0) await manager.save(losses);
        this.logger.log({ eventId, playerId, missedRounds: change.missedRounds }, 'player reinstated');
      }
      return { id: player.id, name: player.name, dropped: false };
    });
  }
}
