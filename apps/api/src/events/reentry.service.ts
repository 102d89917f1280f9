import { Injectable, Logger } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { DataSource, QueryFailedError } from 'typeorm';
import type { ReenteredPlayer, ReentryCredential, SocketIdentity } from '@cantina/contract';
import { makeReentryCode, normalizeReentryCode } from '@cantina/events';
import { forbidden, notFound, ProblemException } from '../common/problem.exception';
import { hashToken, newToken } from '../common/tokens';
import { PlayerEntity } from './entities/player.entity';
import { EventWriter } from './write/event-writer';

/** A re-entry code works for a day: one event night, however late it runs. */
export const REENTRY_CODE_TTL_MS = 24 * 60 * 60 * 1000;

const UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === UNIQUE_VIOLATION;

const wrongCode = () =>
  new ProblemException(403, 'wrong-reentry-code', 'That re-entry code is not valid (it may be used up or replaced).');

/**
 * Issue 12 "a dead phone is never a lost seat": a one-time code (stored as its SHA-256, one per
 * player, the newest wins) that trades for a fresh player token on another device. The old token
 * stops working, so a lost or stolen phone loses the seat it held.
 */
@Injectable()
export class ReentryService {
  private readonly logger = new Logger('Reentry');

  constructor(
    private readonly db: DataSource,
    private readonly writer: EventWriter,
  ) {}

  /** The organizer may issue a code for any player, a player only for themself. */
  async issue(eventId: string, playerId: string, identity: SocketIdentity): Promise<ReentryCredential> {
    for (let attempt = 1; ; attempt++) {
      const code = makeReentryCode((n) => randomInt(n));
      const expiresAt = new Date(Date.now() + REENTRY_CODE_TTL_MS);
      try {
        await this.writer.write(
          eventId,
          async (write) => {
            const player = await write.manager.findOne(PlayerEntity, {
              where: { id: playerId, eventId },
              select: { id: true },
            });
            if (!player) throw notFound('The player');
            if (identity.role === 'player' && identity.playerId !== playerId) {
              throw forbidden('A player may only ask for their own re-entry code.');
            }
            await write.manager.update(
              PlayerEntity,
              { id: playerId },
              { reentryCodeHash: hashToken(code), reentryExpiresAt: expiresAt },
            );
          },
          { lock: 'shared' },
        );
        this.logger.log({ eventId, playerId, by: identity.role }, 're-entry code issued');
        return { code, expiresAt: expiresAt.toISOString() };
      } catch (error) {
        // Two live codes alike (1 in 2^50 per pair): draw another.
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  }

  /** Trades a code (of `eventId` only, when given) for a fresh token; 403 `wrong-reentry-code` otherwise. */
  async exchange(input: string, eventId?: string): Promise<ReenteredPlayer> {
    const code = normalizeReentryCode(input);
    if (!code) throw wrongCode();
    const codeHash = hashToken(code);
    const holder = await this.db.getRepository(PlayerEntity).findOne({
      where: { reentryCodeHash: codeHash },
      select: { id: true, eventId: true },
    });
    if (!holder || (eventId !== undefined && holder.eventId !== eventId)) throw wrongCode();
    const token = newToken();
    const player = await this.writer.write(
      holder.eventId,
      async (write) => {
        const current = await write.manager.findOne(PlayerEntity, {
          where: { id: holder.id, reentryCodeHash: codeHash },
          lock: { mode: 'pessimistic_write' },
        });
        if (!current?.reentryExpiresAt || current.reentryExpiresAt.getTime() <= Date.now()) throw wrongCode();
        await write.manager.update(
          PlayerEntity,
          { id: current.id },
          { tokenHash: hashToken(token), reentryCodeHash: null, reentryExpiresAt: null },
        );
        write.announce({ kind: 'player-token-replaced', eventId: current.eventId, playerId: current.id });
        return current;
      },
      { lock: 'shared' },
    );
    this.logger.log({ eventId: player.eventId, playerId: player.id }, 'player re-entered on another device');
    return { id: player.id, name: player.name, token, eventId: player.eventId };
  }
}
