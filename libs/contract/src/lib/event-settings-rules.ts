import { STANDARD_SEALED_PACKS } from '@cantina/boosters';
import type { FormatKind, GameId } from '@cantina/games';
import { profileFor } from '@cantina/swiss';
import type { EventSettings } from './events';

/**
 * The bounds of every number an organizer may set (create and `PATCH /api/v1/events/{id}`), so the
 * API's checks and the web's inputs say the same thing.
 */
export const SETTING_BOUNDS = {
  podSize: { min: 2, max: 16 },
  rounds: { min: 1, max: 20 },
  packsPerPlayer: { min: 1, max: 12 },
  roundMinutes: { min: 10, max: 180 },
  maxPlayers: { min: 2, max: 10_000 },
  pickSeconds: { min: 10, max: 600 },
} as const satisfies Record<string, { min: number; max: number }>;

/** A big store night fits (1,024 is the Swiss bench's field). */
export const DEFAULT_MAX_PLAYERS = 1024;
/** Casual pick clock: a fixed 90 s per pick (libs/draft `TIMER_DEFAULTS.casual`). */
export const DEFAULT_PICK_SECONDS = 90;

/** What a settings default depends on: the format as `GET /api/v1/games` lists it. */
export interface SettingsFormat {
  game: GameId;
  id: string;
  kind: FormatKind;
  deckless: boolean;
  multiplayer: boolean;
}

export type EventSettingKey = Exclude<keyof EventSettings, 'date'>;

/**
 * The settings that mean something for a format: pods, bots and the pick clock for drafts, packs for
 * sealed and draft, decklists wherever there is a deck, match length wherever two players meet (pods
 * of Twin Suns play one game); Swiss rounds, round length, top cut and the player cap for every event.
 */
export function settingsThatApply(
  format: Pick<SettingsFormat, 'kind' | 'deckless' | 'multiplayer'>,
): EventSettingKey[] {
  const keys: EventSettingKey[] = [];
  if (format.kind === 'draft') keys.push('podSize', 'bots', 'pickTimer', 'pickSeconds');
  if (format.kind !== 'constructed') keys.push('packsPerPlayer');
  keys.push('rounds');
  if (!format.multiplayer) keys.push('matchFormat');
  keys.push('roundMinutes');
  if (!format.deckless) keys.push('decklists');
  keys.push('topCut', 'maxPlayers');
  return keys;
}

/** Boosters per player: the sources' sealed counts (see STANDARD_SEALED_PACKS), three packs to draft. */
function defaultPacks(format: SettingsFormat): number {
  if (format.kind === 'draft') return 3;
  if (format.kind === 'sealed' && format.game !== 'dbg') return STANDARD_SEALED_PACKS[format.game];
  return 0;
}

/**
 * Defaults a store would expect when the organizer leaves a setting out: 8-seat pods filled by bots,
 * the casual pick timer (90 s), the game's match length (best of 3 in swu and swtcg, 1 in destiny and
 * dbg: libs/swiss `profileFor`), decklists required only where there is a deck to build (optional in
 * constructed), no top cut, 50-minute rounds. `rounds` 0 means "from the player count" (decided when
 * rounds are paired).
 */
export function defaultEventSettings(format: SettingsFormat): Required<Omit<EventSettings, 'date'>> {
  return {
    podSize: 8,
    bots: true,
    pickTimer: 'casual',
    pickSeconds: DEFAULT_PICK_SECONDS,
    rounds: 0,
    matchFormat: profileFor(format.game, format.id).bestOf === 1 ? 'bo1' : 'bo3',
    decklists: format.deckless ? 'none' : format.kind === 'constructed' ? 'optional' : 'required',
    topCut: 0,
    packsPerPlayer: defaultPacks(format),
    roundMinutes: 50,
    maxPlayers: DEFAULT_MAX_PLAYERS,
  };
}
