import type { EventCommandError, EventCommandResult } from './commands';

const refuse = (status: 403 | 409, code: string, detail: string): EventCommandResult => ({
  ok: false,
  error: { status, code, detail } satisfies EventCommandError,
});

export const wrongJoinCode = () => refuse(403, 'wrong-join-code', 'That join code does not open this event.');

export const registrationClosed = () =>
  refuse(409, 'registration-closed', 'Registration for this event is closed; ask the organizer to add you.');

export const tooManyPlayers = (maxPlayers: number) =>
  refuse(409, 'too-many-players', `This event takes at most ${maxPlayers} players.`);

export const alreadyStarted = (detail: string) => refuse(409, 'already-started', detail);

export const notStarted = (detail: string) => refuse(409, 'not-started', detail);

export const conflict = (detail: string) => refuse(409, 'conflict', detail);

export const deckLocked = () => refuse(409, 'deck-locked', 'Decks are locked once round 1 is paired; ask a judge.');
