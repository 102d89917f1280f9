import type { EventSettings } from '@cantina/contract';
import { STANDARD_SEALED_PACKS } from '@cantina/boosters';
import { isoDay, type FormatDefinition } from '@cantina/games';
import { profileFor, SCORING_VERSION, type ScoringVersion } from '@cantina/swiss';

/** A big store night fits (1,024 is the Swiss bench's field); the organizer may set up to MAX_PLAYERS_LIMIT. */
export const DEFAULT_MAX_PLAYERS = 1024;
export const MAX_PLAYERS_LIMIT = 10_000;

/** Events created before the setting existed have no `maxPlayers` in their stored settings. */
export function maxPlayersOf(settings: EventSettings): number {
  return settings.maxPlayers ?? DEFAULT_MAX_PLAYERS;
}

/**
 * Settings as stored with an event: the organizer's choices with their defaults, and the scoring
 * rules' version the event was created with (libs/swiss `SCORING_VERSION`), so its standings keep
 * the rules it ran with. Events stored without one were created under version 1 (swu by match wins).
 */
export type StoredEventSettings = Required<EventSettings> & { scoringVersion?: ScoringVersion };

/** Best of 3 for swu and swtcg, best of 1 for destiny and dbg: what the game's scoring profile plays. */
function defaultMatchFormat(format: FormatDefinition): 'bo1' | 'bo3' {
  return profileFor(format.game, format.id).bestOf === 1 ? 'bo1' : 'bo3';
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
 * bots, the casual pick timer, the game's match length (see `defaultMatchFormat`), and deck lists
 * required only where there is a deck; new events run the current scoring version.
 * `rounds` 0 means "from the player count" (decided when rounds are paired).
 */
export function settingsWithDefaults(
  format: FormatDefinition,
  given: EventSettings = {},
  date?: string,
  now: Date = new Date(),
): StoredEventSettings {
  return {
    podSize: given.podSize ?? 8,
    bots: given.bots ?? true,
    pickTimer: given.pickTimer ?? 'casual',
    rounds: given.rounds ?? 0,
    matchFormat: given.matchFormat ?? defaultMatchFormat(format),
    decklists: given.decklists ?? (format.deckless ? 'none' : format.kind === 'constructed' ? 'optional' : 'required'),
    topCut: given.topCut ?? 0,
    packsPerPlayer: given.packsPerPlayer ?? defaultPacks(format),
    roundMinutes: given.roundMinutes ?? 50,
    maxPlayers: given.maxPlayers ?? DEFAULT_MAX_PLAYERS,
    // Contract rev 2: the top-level `date` of the create body, else `settings.date`, else today.
    date: date ?? given.date ?? isoDay(now),
    scoringVersion: SCORING_VERSION,
  };
}
