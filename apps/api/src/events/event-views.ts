import type { EventLookup, OrganizerEventView, PublicEventView } from '@cantina/contract';
import type { EventEntity } from './entities/event.entity';
import type { PlayerEntity } from './entities/player.entity';

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
  };
}

export function organizerEventView(
  event: EventEntity,
  players: PlayerEntity[],
  registered: ReadonlySet<string> = new Set(),
): OrganizerEventView {
  return { ...publicEventView(event, players, registered), joinCode: event.joinCode, settings: event.settings };
}

export function eventLookup(event: EventEntity): EventLookup {
  return { id: event.id, name: event.name, game: event.game, format: event.format, status: event.status };
}
