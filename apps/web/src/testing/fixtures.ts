import type { GameView, OrganizerEventView, PublicEventView, PublicPlayer } from '@cantina/contract';
import { GAMES } from '@cantina/games';

/** `GET /api/v1/games` as the server answers it. */
export const GAME_VIEWS: GameView[] = GAMES.map((game) => ({
  id: game.id,
  name: game.name,
  formats: game.formats.map(({ id, name, kind, multiplayer, deckless }) => ({
    id,
    name,
    kind,
    multiplayer,
    deckless,
  })),
}));

export function player(id: string, name: string, dropped = false): PublicPlayer {
  return { id, name, dropped };
}

export function publicView(overrides: Partial<PublicEventView> = {}): PublicEventView {
  return {
    id: 'e1',
    name: 'Friday Draft',
    game: 'swu',
    format: 'swu-draft',
    set: 'SOR',
    status: 'registration',
    players: [],
    rounds: 0,
    createdAt: '2025-01-01T18:00:00.000Z',
    ...overrides,
  };
}

export function organizerView(overrides: Partial<OrganizerEventView> = {}): OrganizerEventView {
  return {
    ...publicView(),
    joinCode: 'ABC234',
    settings: {
      podSize: 8,
      bots: true,
      pickTimer: 'casual',
      pickSeconds: 90,
      rounds: 3,
      matchFormat: 'bo3',
      decklists: 'optional',
      topCut: 0,
      packsPerPlayer: 0,
      roundMinutes: 50,
      maxPlayers: 1024,
      date: '2025-01-01',
    },
    ...overrides,
  };
}
