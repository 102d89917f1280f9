import type { DestinyCard } from '../../cards/destiny-card';
import type { ResolvedEntry } from '../common/resolved-deck';

/** One character on the team: fielded with one die, or two dice when elite. */
export interface DestinyTeamMember {
  card: DestinyCard;
  dice: 1 | 2;
  points: number;
}

/**
 * Turns the character entries of a deck into team members (contract "Decks"): a character with two
 * point values listed with count 2 is one elite character (its two dice, Destiny rules (es) Parte 1
 * "Puntos"); with one point value, count k is k copies. A two-value character listed with a larger
 * count is read as elites first, then one non-elite for an odd count.
 */
export function destinyTeamMembers(characters: readonly ResolvedEntry<DestinyCard>[]): DestinyTeamMember[] {
  const members: DestinyTeamMember[] = [];
  for (const { card, count } of characters) {
    const points = card.points ?? [0];
    if (points.length === 2) {
      for (let i = 0; i < Math.floor(count / 2); i++) members.push({ card, dice: 2, points: points[1] });
      if (count % 2 === 1) members.push({ card, dice: 1, points: points[0] });
    } else {
      for (let i = 0; i < count; i++) members.push({ card, dice: 1, points: points[0] });
    }
  }
  return members;
}
