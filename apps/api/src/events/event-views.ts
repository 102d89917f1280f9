import type { EventLookup, OrganizerEventView, PublicEventView } from '@cantina/contract';
import type { EventEntity } from './entities/event.entity';
import type { PlayerEntity } from './entities/player.entity';
import { acceptsJoinCode } from '@cantina/events';
import { eventDateOf, maxPlayersOf, pickSecondsOf } from './event-settings';

export function publicEventView(event: EventEntity, players: PlayerEntity[]): PublicEventView {
  return {
    id: event.id,
    name: event.name,
    game: event.game,
    format: event.format,
    set: event.setCode,
    status: event.status,
    players: players.map((p) => ({ id: p.id, name: p.name, dropped: p.dropped, deckRegistered: p.deckRegistered })),
    rounds: event.roundsCount,
    createdAt: event.createdAt.toISOString(),
    matchFormat: event.settings.matchFormat,
    registrationOpen: acceptsJoinCode(event),
    date: eventDateOf(event),
  };
}

export function organizerEventView(event: EventEntity, players: PlayerEntity[]): OrganizerEventView {
  return {
    ...publicEventView(event, players),
    joinCode: event.joinCode,
    settings: {
      ...event.settings,
      maxPlayers: maxPlayersOf(event.settings),
      pickSeconds: pickSecondsOf(event.settings),
    },
  };
}

export function eventLookup(event: EventEntity): EventLookup {
  return { id: event.id, name: event.name, game: event.game, format: event.format, status: event.status };
}
