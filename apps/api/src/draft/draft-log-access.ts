import type { EventStatus } from '@cantina/contract';

/** How much of the draft log a reader gets: all of it, their own seat only, or nothing (403). */
export type DraftLogShare = 'whole' | 'own-seat' | 'none';

/**
 * Contract rev 2 "draft-log": the organizer reads the whole log at any time; a player reads nothing
 * while the draft runs, then only their own seat's packs and picks (so no opponent's pool leaks during
 * deckbuilding and the Swiss rounds) until the event is `finished`, then the whole log.
 */
export function draftLogShare(role: 'organizer' | 'player', status: EventStatus, draftOver: boolean): DraftLogShare {
  if (role === 'organizer') return 'whole';
  if (!draftOver || status === 'registration' || status === 'drafting') return 'none';
  return status === 'finished' ? 'whole' : 'own-seat';
}
