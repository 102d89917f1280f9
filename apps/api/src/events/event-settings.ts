import {
  DEFAULT_MAX_PLAYERS,
  DEFAULT_PICK_SECONDS,
  defaultEventSettings,
  SETTING_BOUNDS,
  type EventSettings,
} from '@cantina/contract';
import { isoDay, type FormatDefinition } from '@cantina/games';
import { SCORING_VERSION, type ScoringVersion } from '@cantina/swiss';

export { DEFAULT_MAX_PLAYERS };
/** The organizer may set up to this many players (`maxPlayers`). */
export const MAX_PLAYERS_LIMIT = SETTING_BOUNDS.maxPlayers.max;

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

/** Events created before the setting existed pick with the default casual clock. */
export function pickSecondsOf(settings: EventSettings): number {
  return settings.pickSeconds ?? DEFAULT_PICK_SECONDS;
}

/** The day the event is played; events created before the setting existed use their creation day. */
export function eventDateOf(event: { settings: EventSettings; createdAt: Date }): string {
  return event.settings.date ?? isoDay(event.createdAt);
}

/**
 * The organizer's settings over the defaults a store would expect (libs/contract `defaultEventSettings`:
 * 8-seat pods filled by bots, the casual pick timer, the game's match length, deck lists required only
 * where there is a deck); new events run the current scoring version. `rounds` 0 means "from the player
 * count" (decided when rounds are paired).
 */
export function settingsWithDefaults(
  format: FormatDefinition,
  given: EventSettings = {},
  date?: string,
  now: Date = new Date(),
): StoredEventSettings {
  const defaults = defaultEventSettings(format);
  return {
    ...defaults,
    ...chosenSettings(given),
    // Contract rev 2: the top-level `date` of the create body, else `settings.date`, else today.
    date: date ?? given.date ?? isoDay(now),
    scoringVersion: SCORING_VERSION,
  };
}

/** The settings the organizer gave, known keys only; `null`, like a missing key, keeps the default. */
export function chosenSettings(given: EventSettings): Omit<EventSettings, 'date'> {
  const known: (keyof Omit<EventSettings, 'date'>)[] = [
    'podSize',
    'bots',
    'pickTimer',
    'pickSeconds',
    'rounds',
    'matchFormat',
    'decklists',
    'topCut',
    'packsPerPlayer',
    'roundMinutes',
    'maxPlayers',
  ];
  return Object.fromEntries(known.filter((key) => given[key] != null).map((key) => [key, given[key]]));
}
