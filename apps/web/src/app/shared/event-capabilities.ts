import type { OrganizerEventView, PublicEventView } from '@cantina/contract';
import { capabilities, type Capabilities, type EventState, type Who } from '@cantina/events';
import { findFormat } from '@cantina/games';

/** A public view, or the organizer's with its join code and settings. */
type EventView = PublicEventView & Partial<Pick<OrganizerEventView, 'joinCode' | 'settings'>>;

const ORGANIZER: Who = { role: 'organizer' };

/**
 * The event aggregate as the web sees it, from the event view: what `@cantina/events` decides on.
 * The public view carries no join code, player limit or top cut size; they do not change a capability
 * (the API still decides on the real facts). Null for a format this build does not know.
 */
export function eventStateOf(view: EventView): EventState | null {
  const format = findFormat(view.game, view.format);
  if (!format) return null;
  return {
    status: view.status,
    formatKind: format.kind,
    // The public view's flag already means "joins with the code are accepted".
    registrationOpen: view.registrationOpen ?? view.status === 'registration',
    roundsCount: view.rounds,
    topCutSize: null,
    joinCode: view.joinCode ?? '',
    maxPlayers: view.settings?.maxPlayers ?? Number.MAX_SAFE_INTEGER,
    decklists: view.settings?.decklists ?? 'optional',
  };
}

const NOTHING: Capabilities = {
  canJoinWithCode: false,
  canAddPlayer: false,
  canChangeRegistration: false,
  canSeat: false,
  canStart: false,
  canRegisterDeck: false,
  canPair: false,
  canCreateTopCut: false,
  canReportResult: false,
  canDrop: false,
};

/** What `who` may do with the event now, as the API would decide it (nothing for an unknown format). */
export function eventCapabilities(view: EventView, who: Who): Capabilities {
  const state = eventStateOf(view);
  return state ? capabilities(state, who) : NOTHING;
}

/** Past registration: seating closes when an event starts (drafts seated, packs opened, round 1 paired). */
export function hasStarted(view: PublicEventView): boolean {
  return !eventCapabilities(view, ORGANIZER).canSeat;
}
