import { Injectable, Logger } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { DataSource, QueryFailedError } from 'typeorm';
import type { OrganizerEventView, RotatedOrganizerToken } from '@cantina/contract';
import { makeJoinCode } from '@cantina/games';
import { hashToken, newToken } from '../common/tokens';
import { EventEntity } from './entities/event.entity';
import { EventAccessService } from './event-access.service';
import { organizerEventView } from './event-views';
import { EventViewsService } from './event-views.service';
import { EventsGateway } from './events.gateway';

const UNIQUE_VIOLATION = '23505';

/** The organizer's controls over who can get in: close or reopen joins, a new join code, a new token. */
@Injectable()
export class RegistrationControlService {
  private readonly logger = new Logger('RegistrationControl');

  constructor(
    private readonly db: DataSource,
    private readonly access: EventAccessService,
    private readonly views: EventViewsService,
    private readonly feed: EventsGateway,
  ) {}

  /** Joins with the join code stop (or start again); the organizer can still add players. */
  async setRegistrationOpen(eventId: string, token: string | undefined, open: boolean): Promise<OrganizerEventView> {
    await this.views.findEvent(eventId);
    await this.access.requireOrganizer(eventId, token);
    await this.db.getRepository(EventEntity).update({ id: eventId }, { registrationOpen: open });
    this.logger.log({ eventId, open }, 'registration opened or closed');
    await this.feed.eventChanged(eventId);
    return this.organizerView(eventId);
  }

  /** A new join code; the old one stops opening the event (a code that leaked to the wrong people). */
  async rotateJoinCode(eventId: string, token: string | undefined): Promise<OrganizerEventView> {
    await this.views.findEvent(eventId);
    await this.access.requireOrganizer(eventId, token);
    for (let attempt = 1; ; attempt++) {
      try {
        await this.db
          .getRepository(EventEntity)
          .update({ id: eventId }, { joinCode: makeJoinCode((n) => randomInt(n)) });
        break;
      } catch (error) {
        const collision = error instanceof QueryFailedError && error.driverError?.code === UNIQUE_VIOLATION;
        if (!collision || attempt >= 5) throw error;
      }
    }
    this.logger.log({ eventId }, 'join code rotated');
    return this.organizerView(eventId);
  }

  /** A new organizer token; the old one stops working at once and its live sockets are closed. */
  async rotateOrganizerToken(eventId: string, token: string | undefined): Promise<RotatedOrganizerToken> {
    await this.views.findEvent(eventId);
    await this.access.requireOrganizer(eventId, token);
    const organizerToken = newToken();
    await this.db.getRepository(EventEntity).update({ id: eventId }, { organizerTokenHash: hashToken(organizerToken) });
    this.logger.log({ eventId }, 'organizer token rotated');
    this.feed.disconnectOrganizer(eventId);
    return { organizerToken };
  }

  private async organizerView(eventId: string): Promise<OrganizerEventView> {
    const event = await this.views.findEvent(eventId);
    return organizerEventView(event, await this.views.players(eventId), await this.views.registeredDecks(eventId));
  }
}
