import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SocketIdentity } from '@cantina/contract';
import { hashToken } from '../common/tokens';
import { forbidden, unauthorized } from '../common/problem.exception';
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

  /** 401 without a known token, 403 when it belongs to another event. */
  async requireIdentityIn(eventId: string, token: string | undefined): Promise<SocketIdentity> {
    if (!token) throw unauthorized();
    const identity = await this.identify(token);
    if (!identity) throw unauthorized('The bearer token is not valid.');
    if (identity.eventId !== eventId) throw forbidden('This token belongs to another event.');
    return identity;
  }

  async requireOrganizer(eventId: string, token: string | undefined): Promise<void> {
    const identity = await this.requireIdentityIn(eventId, token);
    if (identity.role !== 'organizer') throw forbidden('Only the organizer of this event may do this.');
  }

  async isOrganizer(eventId: string, token: string | undefined): Promise<boolean> {
    if (!token) return false;
    const identity = await this.identify(token);
    return identity?.role === 'organizer' && identity.eventId === eventId;
  }
}
