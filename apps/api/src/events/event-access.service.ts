import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SocketIdentity } from '@cantina/contract';
import { normalizeJoinCode } from '@cantina/games';
import { isOurId } from '../common/ids';
import { hashToken } from '../common/tokens';
import { forbidden, notFound, unauthorized } from '../common/problem.exception';
import { EventEntity } from './entities/event.entity';
import { PlayerEntity } from './entities/player.entity';

/** Resolves bearer tokens to who they speak for. Tokens are looked up by hash only. */
@Injectable()
export class EventAccessService {
  constructor(private readonly db: DataSource) {}

  async identify(token: string): Promise<SocketIdentity | null> {
    const hash = hashToken(token);
    const event = await this.db.getRepository(EventEntity).findOne({
      where: { organizerTokenHash: hash },
      select: { id: true },
    });
    if (event) return { role: 'organizer', eventId: event.id };
    const player = await this.db.getRepository(PlayerEntity).findOne({
      where: { tokenHash: hash },
      select: { id: true, eventId: true },
    });
    return player ? { role: 'player', eventId: player.eventId, playerId: player.id } : null;
  }

  /** The event a join code opens (the event id must match when given), or undefined. */
  async eventOfJoinCode(joinCode: string, eventId?: string): Promise<string | undefined> {
    const event = await this.db.getRepository(EventEntity).findOne({
      where: { joinCode: normalizeJoinCode(joinCode), ...(eventId ? { id: eventId } : {}) },
      select: { id: true },
    });
    return event?.id;
  }

  /** Whether an organizer or player token with this hash exists (one indexed statement). */
  async isKnownTokenHash(hash: string): Promise<boolean> {
    const [row] = (await this.db.query(
      `SELECT EXISTS (SELECT 1 FROM events WHERE organizer_token_hash = $1)
           OR EXISTS (SELECT 1 FROM players WHERE token_hash = $1) AS known`,
      [hash],
    )) as { known: boolean }[];
    return row?.known === true;
  }

  /**
   * 401 without a known token; for a token of another event, 404 when this event does not exist
   * (contract "Conventions": an unknown id is 404 first), else 403.
   */
  async requireIdentityIn(eventId: string, token: string | undefined): Promise<SocketIdentity> {
    if (!token) throw unauthorized();
    const identity = await this.identify(token);
    if (!identity) throw unauthorized('The bearer token is not valid.');
    if (identity.eventId !== eventId) {
      if (!(await this.db.getRepository(EventEntity).exists({ where: { id: eventId } }))) {
        throw notFound('The event');
      }
      throw forbidden('This token belongs to another event.');
    }
    return identity;
  }

  /** 404 unless the event exists. */
  async requireEvent(eventId: string): Promise<void> {
    if (!isOurId(eventId) || !(await this.db.getRepository(EventEntity).exists({ where: { id: eventId } }))) {
      throw notFound('The event');
    }
  }

  /** The token's identity when it belongs to this event, else null. */
  async identityIn(eventId: string, token: string): Promise<SocketIdentity | null> {
    const identity = await this.identify(token);
    return identity?.eventId === eventId ? identity : null;
  }
}
