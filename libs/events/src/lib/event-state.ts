import type { FormatKind } from '@cantina/games';
import { moveTo } from './move-to';

export type { FormatKind };

/** Where an event is in its life; it only ever moves forward (see `STATUS_ORDER`). */
export type EventStatus = 'registration' | 'drafting' | 'deckbuilding' | 'playing' | 'top-cut' | 'finished';

/** registration → (drafting →) deckbuilding → playing → top-cut → finished; constructed goes straight to playing. */
export const STATUS_ORDER: readonly EventStatus[] = [
  'registration',
  'drafting',
  'deckbuilding',
  'playing',
  'top-cut',
  'finished',
];

/** The event aggregate: what the event's commands decide on and change. */
export interface EventState {
  status: EventStatus;
  formatKind: FormatKind;
  /** The organizer's switch; joins with the code also need status `registration` (`acceptsJoinCode`). */
  registrationOpen: boolean;
  roundsCount: number;
  topCutSize: number | null;
  joinCode: string;
  maxPlayers: number;
  decklists: 'required' | 'optional' | 'none';
}

export type NewEvent = Omit<EventState, 'status' | 'registrationOpen' | 'roundsCount' | 'topCutSize'>;

/** A new event: in registration, joins with the code open, no round paired, no top cut. */
export function createEvent(input: NewEvent): EventState {
  const { formatKind, joinCode, maxPlayers, decklists } = input;
  return moveTo(
    { formatKind, joinCode, maxPlayers, decklists, registrationOpen: true, roundsCount: 0, topCutSize: null },
    'registration',
  ).event;
}

/** Players may join with the code: the event is in registration and the organizer has not closed it. */
export function acceptsJoinCode(event: Pick<EventState, 'status' | 'registrationOpen'>): boolean {
  return event.status === 'registration' && event.registrationOpen;
}
