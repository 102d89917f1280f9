import { applyDecorators, SetMetadata, type Type } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { Request } from 'express';

/**
 * Who may call a route about one event (checked by `IdentityGuard`, in this order: the path ids are
 * well formed (400 / 404), the event exists (404), then the token):
 * - `organizer`: the event's organizer token;
 * - `member`: the organizer's or one of the event's players' tokens;
 * - `organizer-if-token`: anyone without a token, the organizer with one (joins: a player joins
 *   with the code, the organizer adds players);
 * - `optional`: anyone; the identity is set when the token belongs to this event.
 */
export type Access = 'organizer' | 'member' | 'organizer-if-token' | 'optional';

/** Finds the event of a route that names something else (a match): its id, or a 404 thrown. */
export interface EventOfRequest {
  eventIdOf(request: Request): Promise<string>;
}

export interface AccessRule {
  access: Access;
  /** Where the event comes from; default the `:id` path parameter. */
  eventOf?: Type<EventOfRequest>;
}

export const ACCESS = Symbol('access');

/** Declares who may call the route; `@Identity()` then says who did. */
export const Authorize = (access: Access, options: { eventOf?: Type<EventOfRequest> } = {}) =>
  applyDecorators(SetMetadata(ACCESS, { access, ...options } satisfies AccessRule), ApiBearerAuth());
