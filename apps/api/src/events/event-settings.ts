import type { EventSettings } from '@cantina/contract';
import { STANDARD_SEALED_PACKS } from '@cantina/boosters';
import type { FormatDefinition } from '@cantina/games';

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
export function settingsWithDefaults(format: FormatDefinition, given: EventSettings = {}): Required<EventSettings> {
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
  };
}
