import { applyEventCommand } from './apply-event-command';
import type { EventCommand } from './commands';
import type { EventState } from './event-state';

/** Who is asking: the organizer, a player of the event, or someone with no token. */
export type Who = { role: 'organizer' } | { role: 'player'; playerId: string } | { role: 'anonymous' };

/** What `who` may do with the event now (the buttons to show). */
export interface Capabilities {
  canJoinWithCode: boolean;
  canAddPlayer: boolean;
  canChangeRegistration: boolean;
  canSeat: boolean;
  canStart: boolean;
  canRegisterDeck: boolean;
  canPair: boolean;
  canCreateTopCut: boolean;
  canReportResult: boolean;
  canDrop: boolean;
}

/**
 * Facts the event does not hold are assumed favourable (nobody dropped yet, room left, someone in):
 * the capability says whether the event's state allows the action; the API still decides on the facts.
 */
function allows(event: EventState, command: EventCommand): boolean {
  return applyEventCommand(event, command).ok;
}

export function capabilities(event: EventState, who: Who): Capabilities {
  const organizer = who.role === 'organizer';
  // The organizer registers decks, reports results and drops players for anyone; a player for themself.
  const inEvent = who.role !== 'anonymous';
  const playerId = who.role === 'player' ? who.playerId : '';
  return {
    canJoinWithCode:
      who.role === 'anonymous' &&
      allows(event, { type: 'join', by: 'join-code', joinCode: event.joinCode, playerCount: 0 }),
    canAddPlayer: organizer && allows(event, { type: 'join', by: 'organizer', playerCount: 0 }),
    canChangeRegistration: organizer && allows(event, { type: 'set-registration', open: !event.registrationOpen }),
    canSeat: organizer && allows(event, { type: 'seat', activePlayers: 1 }),
    canStart: organizer && allows(event, { type: 'start', activePlayers: 1 }),
    canRegisterDeck: inEvent && allows(event, { type: 'register-deck' }),
    canPair: organizer && allows(event, { type: 'pair' }),
    canCreateTopCut: organizer && allows(event, { type: 'top-cut', size: 2 }),
    canReportResult:
      inEvent && allows(event, { type: 'result', stage: event.status === 'top-cut' ? 'top-cut' : 'swiss' }),
    canDrop: inEvent && allows(event, { type: 'drop', playerId, alreadyDropped: false }),
  };
}
