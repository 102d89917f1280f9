import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import { ChangeFeed } from '../changes/change-feed';
import type { LiveChange } from '../changes/live-change';
import { EventViewsService } from '../events/event-views.service';
import { RoundsService } from '../tournament/rounds.service';
import { eventRoom, EventsGateway, organizerRoom, playerRoom } from './events.gateway';
import { PushCoalescer } from './push-coalescer';

/** `event` pushes (the full player list) go out at most this often per event. */
const EVENT_PUSH_WINDOW_MS = 250;
/** A pod's progress goes to the organizer at most this often per pod (the latest one; issue 13 item 3). */
const POD_PUSH_WINDOW_MS = 250;
/** `standings` signals (each makes every screen re-read the standings) at most this often per event. */
const STANDINGS_PUSH_WINDOW_MS = 250;

/**
 * The publisher's far end: turns committed changes into socket frames. The `timer` frame of the
 * contract is still sent beside the named `pickTimer` / `roundTimer` events, for other tools.
 */
@Injectable()
export class LivePushes implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LivePushes');
  private readonly eventPushes = new PushCoalescer(EVENT_PUSH_WINDOW_MS, (eventId) => this.pushEvent(eventId));
  /** The latest progress of each pod whose push is pending. */
  private readonly podProgress = new Map<string, Extract<LiveChange, { kind: 'pod' }>>();
  private readonly podPushes = new PushCoalescer(POD_PUSH_WINDOW_MS, async (podId) => this.pushPod(podId));
  /** The latest round each pending `standings` signal names (a burst of final results sends one). */
  private readonly standingsRounds = new Map<string, number>();
  private readonly standingsPushes = new PushCoalescer(STANDINGS_PUSH_WINDOW_MS, (eventId) =>
    this.pushStandings(eventId),
  );
  private subscription: Subscription | null = null;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly gateway: EventsGateway,
    private readonly views: EventViewsService,
    private readonly rounds: RoundsService,
  ) {}

  onModuleInit(): void {
    this.subscription = this.feed.changes$.subscribe((changes) => {
      for (const change of changes) {
        try {
          this.push(change);
        } catch (error) {
          this.logger.warn(`could not push ${change.kind} of event ${change.eventId}: ${String(error)}`);
        }
      }
    });
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
    this.eventPushes.clear();
    this.podPushes.clear();
    this.standingsPushes.clear();
  }

  private push(change: LiveChange): void {
    const to = this.gateway.namespace;
    switch (change.kind) {
      case 'event':
        this.eventPushes.schedule(change.eventId);
        return;
      case 'player-view': {
        const player = to.to(playerRoom(change.playerId));
        player.emit('me', change.view);
        // The clock frames only when the deadline moved: with timers off, a pick sends `me` alone.
        if (change.clockChanged === false) return;
        player.emit('pickTimer', { deadline: change.view.deadline });
        player.emit('timer', { deadline: change.view.deadline });
        return;
      }
      case 'pod':
        this.podProgress.set(change.podId, change);
        this.podPushes.schedule(change.podId);
        return;
      case 'round-paired':
        to.to(eventRoom(change.eventId)).emit('pairings', change.round);
        return;
      case 'round-timer':
        to.to(eventRoom(change.eventId)).emit('roundTimer', change.timer);
        to.to(eventRoom(change.eventId)).emit('timer', change.timer);
        return;
      case 'match':
        to.to(eventRoom(change.eventId)).emit('match', change.push);
        return;
      case 'standings':
        this.standingsRounds.set(change.eventId, Math.max(change.round, this.standingsRounds.get(change.eventId) ?? 0));
        this.standingsPushes.schedule(change.eventId);
        return;
      case 'organizer-token-rotated':
        to.in(organizerRoom(change.eventId)).disconnectSockets(true);
        return;
      case 'player-token-replaced':
        to.in(playerRoom(change.playerId)).disconnectSockets(true);
        return;
    }
  }

  /**
   * Carries the standings, computed once here instead of re-read by every screen of the room at the
   * same moment; without them (could not compute) the signal still tells screens to read again.
   */
  private async pushStandings(eventId: string): Promise<void> {
    const round = this.standingsRounds.get(eventId) ?? 0;
    this.standingsRounds.delete(eventId);
    const standings = await this.rounds.standings(eventId).catch((error: unknown) => {
      this.logger.warn(`no standings for event ${eventId}: ${String(error)}`);
      return undefined;
    });
    this.gateway.namespace.to(eventRoom(eventId)).emit('standings', standings ? { round, standings } : { round });
  }

  private pushPod(podId: string): void {
    const latest = this.podProgress.get(podId);
    this.podProgress.delete(podId);
    if (latest) this.gateway.namespace.to(organizerRoom(latest.eventId)).emit('pod', latest.progress());
  }

  /** Carries the view as it is when it goes out, so the last change always reaches every socket. */
  private async pushEvent(eventId: string): Promise<void> {
    try {
      this.gateway.namespace.to(eventRoom(eventId)).emit('event', await this.views.publicView(eventId));
    } catch (error) {
      this.logger.warn(`could not push event ${eventId}: ${String(error)}`);
    }
  }
}
