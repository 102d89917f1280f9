import type { EventLookup, JoinedPlayer } from './events';

/**
 * Issue 12 "Access that survives devices" (Cantina additions).
 *
 * `POST /api/v1/events/{id}/players/{playerId}/reentry` (organizer, or that player): a one-time code
 * that puts the player back in their seat on another device. Issuing one replaces the player's
 * previous code.
 */
export interface ReentryCredential {
  /** Ten Crockford base-32 symbols, shown as "ABCDE-FGHJK" (case, spaces and dashes are ignored). */
  code: string;
  /** The code stops working at this time (ISO-8601), or once it is used. */
  expiresAt: string;
}

/**
 * `POST /api/v1/reentry` (any event) and `POST /api/v1/events/{id}/reentry` (that event only), no
 * token: exchanges a re-entry code for a fresh player token. The player's previous token stops
 * working (a lost or stolen phone loses the seat) and the code is used up.
 */
export interface ReentryRequest {
  code: string;
}

/** The new identity of the player (the same seat, a new token). */
export type ReenteredPlayer = JoinedPlayer;

/**
 * `GET /api/v1/events/{id}/access` (organizer or player): whom the bearer token speaks for in the
 * event, with the event's summary, so a device can list the events it holds keys for ("My events").
 * A rotated or replaced token gets 401; a deleted event 404.
 */
export type EventAccess =
  | { role: 'organizer'; event: EventLookup }
  | { role: 'player'; event: EventLookup; player: { id: string; name: string; dropped: boolean } };
