import type { DestinyCard } from '../../cards/destiny-card';
import type { ResolvedEntry } from '../common/resolved-deck';

/** Characters of one card fielded the same way: `copies` characters of `dice` dice each. */
export interface DestinyTeamMember {
  card: DestinyCard;
  dice: 1 | 2;
  copies: number;
  /** Points of one of these characters. */
  points: number;
}

/**
 * Turns the character entries of a deck into team members (contract "Decks"): a character with two
 * point values listed with count 2 is one elite character (its two dice, Destiny rules (es) Parte 1
 * "Puntos"); with one point value, count k is k copies. A two-value character listed with a larger
 * count is read as elites first, then one non-elite for an odd count. Copies are counted, never
 * listed one by one, so the work does not grow with the count.
 */
export function destinyTeamMembers(characters: readonly ResolvedEntry<DestinyCard>[]): DestinyTeamMember[] {
  const members: DestinyTeamMember[] = [];
  for (const { card, count } of characters) {
    const points = card.points ?? [0];
    if (points.length === 2) {
      const elites = Math.floor(count / 2);
      if (elites > 0) members.push({ card, dice: 2, copies: elites, points: points[1] });
      if (count % 2 === 1) members.push({ card, dice: 1, copies: 1, points: points[0] });
    } else {
      members.push({ card, dice: 1, copies: count, points: points[0] });
    }
  }
  return members;
}

/** How many characters the members stand for. */
export function teamSize(members: readonly DestinyTeamMember[]): number {
  return members.reduce((sum, member) => sum + member.copies, 0);
}

/** Points of the whole team of characters. */
export function teamPoints(members: readonly DestinyTeamMember[]): number {
  return members.reduce((sum, member) => sum + member.points * member.copies, 0);
}
