import type { Placement, PlayerId } from './types';

/** A pod's placements as groups of tied players, first place first (`[a, [b, c], d]` → `[[a], [b, c], [d]]`). */
export function placementGroups(placements: readonly Placement[]): PlayerId[][] {
  return placements.map((entry) => (Array.isArray(entry) ? [...entry] : [entry]));
}

/** Every player the placements name, in order (ties flattened). */
export function placedPlayers(placements: readonly Placement[]): PlayerId[] {
  return placements.flatMap((entry) => (Array.isArray(entry) ? entry : [entry]));
}

/**
 * Each player's place, 0 for first, with ties sharing a place and the next place counted after them
 * (competition ranking, contract rev 2: `[a, [b, c], d]` puts a first, b and c second, d fourth).
 */
export function placesOf(placements: readonly Placement[]): { id: PlayerId; place: number }[] {
  const places: { id: PlayerId; place: number }[] = [];
  let place = 0;
  for (const group of placementGroups(placements)) {
    for (const id of group) places.push({ id, place });
    place += group.length;
  }
  return places;
}

/** Placements in a form where the order inside a tie does not matter (two reports are the same iff equal). */
export function placementKey(placements: readonly Placement[]): string {
  return JSON.stringify(placementGroups(placements).map((group) => [...group].sort()));
}
