import type { EventLookup, OrganizerEventView, PublicEventView } from '@cantina/contract';
import type { EventEntity } from './entities/event.entity';
import type { PlayerEntity } from './entities/player.entity';
import { maxPlayersOf } from './event-settings';

export function publicEventView(
  event: EventEntity,
  players: PlayerEntity[],
  registered: ReadonlySet<string> = new Set(),
): PublicEventView {
  return {
    id: event.id,
    name: event.name,
    game: event.game,
    format: event.format,
    set: event.setCode,
    status: event.status,
    players: players.map((p) => ({ id: p.id, name: p.name, dropped: p.dropped, deckRegistered: registered.has(p.id) })),
    rounds: event.roundsCount,
    createdAt: event.createdAt.toISOString(),
    matchFormat: event.settings.matchFormat,
    registrationOpen: acceptsJoinCode(event),
  };
}

/** Players may join with the code: the event is in registration and the organizer has not closed it. */
export function acceptsJoinCode(event: EventEntity): boolean {
  return event.status === 'registration' && event.registrationOpen;
}

export function organizerEventView(
  event: EventEntity,
  players: PlayerEntity[],
  registered: ReadonlySet<string> = new Set(),
): OrganizerEventView {
  return {
    ...publicEventView(event, players, registered),
    joinCode: event.joinCode,
    settings: { ...event.settings, maxPlayers: maxPlayersOf(event.settings) },
  };
}

export function eventLookup(event: EventEntity): EventLookup {
  return { id: event.id, name: event.name, game: event.game, format: event.format, status: event.status };
}
