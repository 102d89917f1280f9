import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PlayerView } from '@cantina/contract';
import { findFormat, type CardSet } from '@cantina/games';
import { CardSetsService } from '../cards/card-sets.service';
import { forbidden, notFound, ProblemException } from '../common/problem.exception';
import { EventEntity } from '../events/entities/event.entity';
import { EventAccessService } from '../events/event-access.service';
import { EventViewsService } from '../events/event-views.service';
import { EventsGateway } from '../events/events.gateway';
import { PlayerViewSource } from '../events/player-view-source';
import { DraftService } from '../draft/draft.service';
import { sealedPlayerView } from './player-view';
import { SealedPoolEntity } from './sealed-pool.entity';
import { openSealedPools } from './sealed-opening';

/** Starting limited events and what each player may see of their pool (contract: "Limited play"). */
@Injectable()
export class LimitedService implements OnModuleInit {
  private readonly logger = new Logger('Limited');

  constructor(
    private readonly db: DataSource,
    private readonly access: EventAccessService,
    private readonly views: EventViewsService,
    private readonly sets: CardSetsService,
    private readonly feed: EventsGateway,
    private readonly playerViews: PlayerViewSource,
    private readonly draft: DraftService,
  ) {}

  onModuleInit(): void {
    this.playerViews.addReader((eventId, playerId) => this.findView(eventId, playerId));
  }

  /**
   * Opens the event. The card set is read before the transaction: a request never asks the pool for a
   * second connection while it holds one, so a burst of starts cannot take the whole pool and wait on
   * itself (issue 9 item 11). The status is checked again under the row lock.
   */
  async start(eventId: string, token: string | undefined): Promise<{ status: string }> {
    const found = await this.views.findEvent(eventId);
    await this.access.requireOrganizer(eventId, token);
    if (found.status !== 'registration') throw alreadyStarted();
    const kind = limitedKind(found);
    const set = await this.cardSetOf(found);
    const opened = await this.db.transaction(async (manager) => {
      const event = await manager.findOne(EventEntity, { where: { id: eventId }, lock: { mode: 'pessimistic_write' } });
      if (!event) throw notFound('The event');
      // Only a start changes the set code, and only from `registration`: the set read above is the event's.
      if (event.status !== 'registration') throw alreadyStarted();
      event.setCode = set.code;
      if (kind === 'draft') {
        const pushes = await this.draft.startDraft(manager, event, set);
        event.status = 'drafting';
        await manager.save(event);
        return { kind: 'draft' as const, pushes };
      }
      const players = (await this.views.players(eventId, manager)).filter((p) => !p.dropped);
      if (players.length === 0) throw new ProblemException(409, 'conflict', 'No players have joined yet.');
      const pools = openSealedPools(set, event.seed, players.length, event.settings.packsPerPlayer);
      await manager.insert(
        SealedPoolEntity,
        players.map((player, seat) => ({ playerId: player.id, eventId, packs: pools[seat] })),
      );
      event.status = 'deckbuilding';
      await manager.save(event);
      const views = players.map((player, seat) => ({ playerId: player.id, view: sealedPlayerView(pools[seat]) }));
      return { kind: 'sealed' as const, views };
    });
    await this.feed.eventChanged(eventId).catch(() => undefined);
    if (opened.kind === 'draft') {
      this.logger.log({ eventId, pods: opened.pushes.length }, 'draft started');
      for (const push of opened.pushes) this.draft.publish(push);
      return { status: 'drafting' };
    }
    this.logger.log({ eventId, players: opened.views.length }, 'sealed pools opened');
    for (const { playerId, view } of opened.views) this.feed.sendMe(playerId, view);
    return { status: 'deckbuilding' };
  }

  async me(eventId: string, token: string | undefined): Promise<PlayerView> {
    await this.views.findEvent(eventId);
    const identity = await this.access.requireIdentityIn(eventId, token);
    if (identity.role !== 'player') throw forbidden('Only a player has a personal view; use the player token.');
    return this.viewOf(eventId, identity.playerId);
  }

  /** A player's pool for the organizer or that player (Cantina addition, for judges' pool checks). */
  async poolOf(eventId: string, playerId: string, token: string | undefined): Promise<PlayerView> {
    await this.views.findEvent(eventId);
    const identity = await this.access.requireIdentityIn(eventId, token);
    if (identity.role === 'player' && identity.playerId !== playerId) {
      throw forbidden('A player may only see their own pool.');
    }
    return this.viewOf(eventId, playerId);
  }

  async viewOf(eventId: string, playerId: string): Promise<PlayerView> {
    const view = await this.playerViews.viewOf(eventId, playerId);
    if (!view) throw new ProblemException(409, 'not-started', 'There is no pool yet: the event has not started.');
    return view;
  }

  /** The event's card set, or the game's demo set when it names none; 409 when it is not imported. */
  private async cardSetOf(event: EventEntity): Promise<CardSet> {
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

  private async findView(eventId: string, playerId: string): Promise<PlayerView | null> {
    const sealed = await this.db.getRepository(SealedPoolEntity).findOne({ where: { playerId, eventId } });
    return sealed ? sealedPlayerView(sealed.packs) : null;
  }
}

function alreadyStarted(): ProblemException {
  return new ProblemException(409, 'already-started', 'This event has already started.');
}

/** Sealed or draft; constructed events have nothing to open (409). */
function limitedKind(event: EventEntity): 'sealed' | 'draft' {
  const format = findFormat(event.game, event.format);
  if (format?.kind !== 'sealed' && format?.kind !== 'draft') {
    throw new ProblemException(
      409,
      'conflict',
      'Constructed events have nothing to open: register decks and pair round 1.',
    );
  }
  return format.kind;
}
