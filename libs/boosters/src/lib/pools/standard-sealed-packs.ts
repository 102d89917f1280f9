import type { GameId } from '@cantina/games';

/**
 * Boosters per player in a sealed event, as sources give them (the API's event settings decide):
 * swu 6 (swu rules "Limited formats", Sealed); destiny 8 with a Rivals set (anchors/draft.md §5.5);
 * swtcg 5, the WotC-era convention still to be confirmed (rules/swtcg.md §2). DBG has no boosters.
 */
export const STANDARD_SEALED_PACKS: Readonly<Record<Exclude<GameId, 'dbg'>, number>> = {
  swu: 6,
  destiny: 8,
  swtcg: 5,
};
