import type { EventChange, EventCommand, EventCommandResult } from './commands';
import { acceptsJoinCode, type EventState, type EventStatus } from './event-state';
import { moveTo } from './move-to';
import { updateSettings } from './update-settings';
import { reinstate } from './reinstate';
import {
  alreadyStarted,
  conflict,
  deckLocked,
  notStarted,
  registrationClosed,
  tooManyPlayers,
  wrongJoinCode,
} from './refusals';

type CommandOf<T extends EventCommand['type']> = Extract<EventCommand, { type: T }>;
type Handlers = { [T in EventCommand['type']]: (event: EventState, command: CommandOf<T>) => EventCommandResult };

const done = (event: EventState, changes: EventChange[] = []): EventCommandResult => ({ ok: true, event, changes });

/** Moves the event to `to` (a no-op when it is there already), with the changes that go with it. */
function advance(event: EventState, to: EventStatus, ...after: EventChange[]): EventCommandResult {
  const moved = moveTo(event, to);
  return done(moved.event, [...moved.changes, ...after]);
}

const NO_PLAYERS = 'No players have joined yet.';

/** Statuses a Swiss round can be paired in: a constructed event pairs round 1 straight from registration. */
function pairableIn(event: EventState): readonly EventStatus[] {
  return event.formatKind === 'constructed' ? ['registration', 'playing'] : ['deckbuilding', 'playing'];
}

const handlers: Handlers = {
  join(event, { by, joinCode, playerCount }) {
    if (by === 'join-code' && (!joinCode || joinCode !== event.joinCode)) return wrongJoinCode();
    // The organizer may add players any time before the end; the code works only while registration is open.
    const open = by === 'organizer' ? event.status !== 'finished' : acceptsJoinCode(event);
    if (!open) return registrationClosed();
    if (playerCount >= event.maxPlayers) return tooManyPlayers(event.maxPlayers);
    return done(event, [{ type: 'player-joined', firstRound: event.roundsCount + 1 }]);
  },

  drop(event, { playerId, alreadyDropped }) {
    if (alreadyDropped) return done(event);
    return done(event, [{ type: 'player-dropped', playerId, afterRound: event.roundsCount }]);
  },

  reinstate,

  'update-settings': updateSettings,

  'set-registration'(event, { open }) {
    return done({ ...event, registrationOpen: open }, [{ type: 'registration-changed', open }]);
  },

  'rotate-join-code'(event, { joinCode }) {
    return done({ ...event, joinCode }, [{ type: 'join-code-changed', joinCode }]);
  },

  seat(event, { activePlayers }) {
    // The organizer may seat again (reseat) until the draft starts.
    if (event.status !== 'registration') return alreadyStarted('The draft has started.');
    if (activePlayers === 0) return conflict(NO_PLAYERS);
    return done(event);
  },

  start(event, { activePlayers }) {
    if (event.status !== 'registration') return alreadyStarted('This event has already started.');
    if (event.formatKind === 'constructed') {
      return conflict('Constructed events have nothing to open: register decks and pair round 1.');
    }
    if (activePlayers === 0) return conflict(NO_PLAYERS);
    return advance(event, event.formatKind === 'draft' ? 'drafting' : 'deckbuilding');
  },

  'finish-draft'(event, { podsFinished }) {
    // When the last pod finishes, everyone goes on to build; an earlier pod finishing changes nothing.
    if (event.status !== 'drafting' || !podsFinished) return done(event);
    return advance(event, 'deckbuilding');
  },

  'register-deck'(event) {
    return event.roundsCount > 0 ? deckLocked() : done(event);
  },

  pair(event) {
    if (!pairableIn(event).includes(event.status)) {
      const detail = `Rounds cannot be paired while the event is ${event.status}.`;
      return event.status === 'top-cut' || event.status === 'finished' ? conflict(detail) : notStarted(detail);
    }
    const round = event.roundsCount + 1;
    return advance({ ...event, roundsCount: round }, 'playing', { type: 'round-paired', round });
  },

  result(event) {
    // Results of a paired match may be reported (and corrected) in any status.
    return done(event);
  },

  'top-cut'(event, { size }) {
    if (event.status !== 'playing') {
      return conflict(`A top cut follows the Swiss rounds; the event is ${event.status}.`);
    }
    return advance({ ...event, topCutSize: size }, 'top-cut', { type: 'top-cut-created', size });
  },

  finish(event) {
    // The final of the top cut decides the event.
    if (event.status !== 'top-cut') return conflict(`Only a top cut finishes an event; the event is ${event.status}.`);
    return advance(event, 'finished');
  },
};

/**
 * Decides a command against the event: the new state and what changed, or why not (never throws, never
 * mutates its input). A refused command leaves the event as it was.
 */
export function applyEventCommand(event: EventState, command: EventCommand): EventCommandResult {
  const handler = handlers[command.type] as (event: EventState, command: EventCommand) => EventCommandResult;
  return handler(event, command);
}
