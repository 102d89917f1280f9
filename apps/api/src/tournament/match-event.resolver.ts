import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { notFound } from '../common/problem.exception';
import type { EventOfRequest } from '../events/identity/access';
import { MatchEntity } from './match.entity';

/** `@Authorize` on `/matches/:matchId/...`: the event is the match's (an unknown match is 404 first). */
@Injectable()
export class MatchEventResolver implements EventOfRequest {
  constructor(private readonly db: DataSource) {}

  async eventIdOf(request: Request): Promise<string> {
    const match = await this.db.getRepository(MatchEntity).findOne({
      where: { id: request.params['matchId'] },
      select: { id: true, eventId: true },
    });
    if (!match) throw notFound('The match');
    return match.eventId;
  }
}
