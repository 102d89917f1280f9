import { Injectable, Logger } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { QueryFailedError } from 'typeorm';
import type { OrganizerEventView, RotatedOrganizerToken } from '@cantina/contract';
import { makeJoinCode } from '@cantina/games';
import { hashToken, newToken } from '../common/tokens';
import { EventEntity } from './entities/event.entity';
import { EventViewsService } from './event-views.service';
import { EventWriter } from './write/event-writer';

const UNIQUE_VIOLATION = '23505';

/** The organizer's controls over who can get in: close or reopen joins, a new join code, a new token. */
@Injectable()
export class RegistrationControlService {
  private readonly logger = new Logger('RegistrationControl');

  constructor(
    private readonly views: EventViewsService,
    private readonly writer: EventWriter,
  ) {}

  /** Joins with the join code stop (or start again); the organizer can still add players. */
  async setRegistrationOpen(eventId: string, open: boolean): Promise<OrganizerEventView> {
    await this.writer.write(eventId, (write) => write.apply({ type: 'set-registration', open }));
    this.logger.log({ eventId, open }, 'registration opened or closed');
    return this.views.organizerView(eventId);
  }

  /** A new join code; the old one stops opening the event (a code that leaked to the wrong people). */
  async rotateJoinCode(eventId: string): Promise<OrganizerEventView> {
    for (let attempt = 1; ; attempt++) {
      try {
        const joinCode = makeJoinCode((n) => randomInt(n));
        await this.writer.write(eventId, (write) => write.apply({ type: 'rotate-join-code', joinCode }));
        break;
      } catch (error) {
        const collision = error instanceof QueryFailedError && error.driverError?.code === UNIQUE_VIOLATION;
        if (!collision || attempt >= 5) throw error;
      }
    }
    this.logger.log({ eventId }, 'join code rotated');
    return this.views.organizerView(eventId);
  }

  /** A new organizer token; the old one stops working at once and its live sessions are closed. */
  async rotateOrganizerToken(eventId: string): Promise<RotatedOrganizerToken> {
    const organizerToken = newToken();
    await this.writer.write(eventId, async (write) => {
      await write.manager.update(EventEntity, { id: eventId }, { organizerTokenHash: hashToken(organizerToken) });
      write.announce({ kind: 'organizer-token-rotated', eventId });
    });
    this.logger.log({ eventId }, 'organizer token rotated');
    return { organizerToken };
  }
}
