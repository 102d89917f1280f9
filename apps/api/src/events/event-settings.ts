import type { EventSettings } from '@cantina/contract';
import { STANDARD_SEALED_PACKS } from '@cantina/boosters';
import { isoDay, type FormatDefinition } from '@cantina/games';

/** A big store night fits (1,024 is the Swiss bench's field); the organizer may set up to MAX_PLAYERS_LIMIT. */
export const DEFAULT_MAX_PLAYERS = 1024;
export const MAX_PLAYERS_LIMIT = 10_000;

/** Events created before the setting existed have no `maxPlayers` in their stored settings. */
export function maxPlayersOf(settings: EventSettings): number {
  return settings.maxPlayers ?? DEFAULT_MAX_PLAYERS;
}

/** The day the event is played; events created before the setting existed use their creation day. */
export function eventDateOf(event: { settings: EventSettings; createdAt: Date }): string {
  return event.settings.date ?? isoDay(event.createdAt);
}

/** Boosters per player: the sources' sealed counts (see STANDARD_SEALED_PACKS), three packs to draft. */
function defaultPacks(format: FormatDefinition): number {
  if (format.kind === 'draft') return 3;
  if (format.kind === 'sealed' && format.game !== 'dbg') return STANDARD_SEALED_PACKS[format.game];
  return 0;
}

/**
 * Defaults a store would expect when the organizer leaves a setting out: 8-seat pods filled by
 * bots, the casual pick timer, best-of-three, and deck lists required only where there is a deck.
 * `rounds` 0 means "from the player count" (decided when rounds are paired).
 */
export function settingsWithDefaults(
  format: FormatDefinition,
  given: EventSettings = {},
  date?: string,
  now: Date = new Date(),
): Required<EventSettings> {
  return {
    podSize: given.podSize ?? 8,
    bots: given.bots ?? true,
    pickTimer: given.pickTimer ?? 'casual',
    rounds: given.rounds ?? 0,
    matchFormat: given.matchFormat ?? 'bo3',
    decklists: given.decklists ?? (format.deckless ? 'none' : format.kind === 'constructed' ? 'optional' : 'required'),
    topCut: given.topCut ?? 0,
    packsPerPlayer: given.packsPerPlayer ?? defaultPacks(format),
    roundMinutes: given.roundMinutes ?? 50,
    maxPlayers: given.maxPlayers ?? DEFAULT_MAX_PLAYERS,
    // Contract rev 2: the top-level `date` of the create body, else `settings.date`, else today.
    date: date ?? given.date ?? isoDay(now),
  };
}
