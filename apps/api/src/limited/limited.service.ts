import { Injectable, Logger } from '@nestjs/common';
import type { PlayerView, SocketIdentity } from '@cantina/contract';
import { applyEventCommand } from '@cantina/events';
import type { CardSet } from '@cantina/games';
import { CardSetsService } from '../cards/card-sets.service';
import { forbidden, ProblemException } from '../common/problem.exception';
import type { EventRecord } from '../events/event-record';
import { EventViewsService } from '../events/event-views.service';
import { eventCommandProblem } from '../events/write/event-command-problem';
import { eventState } from '../events/write/event-state';
import { EventWriter, type EventWrite } from '../events/write/event-writer';
import { DraftService } from '../draft/draft.service';
import { sealedPlayerView } from './player-view';
import { PlayerViewsService } from './player-views.service';
import { SealedPoolEntity } from './sealed-pool.entity';
import { openSealedPools } from './sealed-opening';

/** Starting limited events and what each player may see of their pool (contract: "Limited play"). */
@Injectable()
export class LimitedService {
  private readonly logger = new Logger('Limited');

  constructor(
    private readonly views: EventViewsService,
    private readonly writer: EventWriter,
    private readonly sets: CardSetsService,
    private readonly playerViews: PlayerViewsService,
    private readonly draft: DraftService,
  ) {}

  /**
   * Opens the event. The card set is read before the transaction: a request never asks the pool for a
   * second connection while it holds one, so a burst of starts cannot take the whole pool and wait on
   * itself (issue 9 item 11). The event decides again under the row lock.
   */
  async start(eventId: string): Promise<{ status: string }> {
    const found = await this.views.findEvent(eventId);
    // Refusals that need no set (started, constructed) come before loading it; players are counted under the lock.
    const probe = applyEventCommand(eventState(found), { type: 'start', activePlayers: 1 });
    if (!probe.ok) throw eventCommandProblem(probe.error);
    const set = await this.cardSetOf(found);
    return this.writer.write(eventId, async (write) => {
      const players = (await this.views.players(eventId, write.manager)).filter((p) => !p.dropped);
      await write.apply({ type: 'start', activePlayers: players.length });
      // Only a start changes the set code, and only from `registration`: the set read above is the event's.
      await write.setCardSet(set.code);
      if (write.state.formatKind === 'draft') {
        this.logger.log({ eventId, pods: await this.draft.startDraft(write, set) }, 'draft started');
      } else {
        await this.openSealed(write, set, players);
        this.logger.log({ eventId, players: players.length }, 'sealed pools opened');
      }
      return { status: write.state.status };
    });
  }

  async me(eventId: string, identity: SocketIdentity): Promise<PlayerView> {
    if (identity.role !== 'player') throw forbidden('Only a player has a personal view; use the player token.');
    return this.viewOf(eventId, identity.playerId);
  }

  /** A player's pool for the organizer or that player (Cantina addition, for judges' pool checks). */
  async poolOf(eventId: string, playerId: string, identity: SocketIdentity): Promise<PlayerView> {
    if (identity.role === 'player' && identity.playerId !== playerId) {
      throw forbidden('A player may only see their own pool.');
    }
    return this.viewOf(eventId, playerId);
  }

  private async viewOf(eventId: string, playerId: string): Promise<PlayerView> {
    const view = await this.playerViews.viewOf(eventId, playerId);
    if (!view) throw new ProblemException(409, 'not-started', 'There is no pool yet: the event has not started.');
    return view;
  }

  private async openSealed(write: EventWrite, set: CardSet, players: readonly { id: string }[]): Promise<void> {
    const { row: event, manager } = write;
    const pools = openSealedPools(set, event.seed, players.length, event.settings.packsPerPlayer);
    await manager.insert(
      SealedPoolEntity,
      players.map((player, seat) => ({ playerId: player.id, eventId: event.id, packs: pools[seat] })),
    );
    for (const [seat, player] of players.entries()) {
      write.announce({
        kind: 'player-view',
        eventId: event.id,
        playerId: player.id,
        view: sealedPlayerView(pools[seat]),
      });
    }
  }

  /** The event's card set, or the game's demo set when it names none; 409 when it is not imported. */
  private async cardSetOf(event: EventRecord): Promise<CardSet> {
    const setCode = event.setCode ?? (await this.sets.demoSetCode(event.game));
    const set = setCode ? await this.sets.loadSet(event.game, setCode) : null;
    if (!set) {
      throw new ProblemException(
        409,
        'unknown-set',
        `The card set ${setCode ?? '(none)'} of ${event.game} is not imported.`,
      );
    }
    return set;
  }
}
