import { SetMetadata } from '@nestjs/common';
import type { Request } from 'express';

/** Where a route carries a join code: the event id (when the path has one) and the code. */
export interface JoinCodeOf {
  (req: Request): { eventId?: string; joinCode: unknown };
}

export const COUNT_PER_JOIN_CODE = Symbol('COUNT_PER_JOIN_CODE');

/**
 * An anonymous request that carries the right join code is counted per event, not per address:
 * a whole venue joins from one address at once. The event's player cap bounds what it can do.
 */
export const CountPerJoinCode = (joinCodeOf: JoinCodeOf) => SetMetadata(COUNT_PER_JOIN_CODE, joinCodeOf);
