import type { DestinyCard } from '../../cards/destiny-card';
import { cardLabel, normalizeName } from '../common/card-label';
import type { ResolvedEntry } from '../common/resolved-deck';
import { totalCount } from '../common/resolved-deck';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';
import type { DestinyDeckRules } from './destiny-deck-rules';
import type { DestinyTeamMember } from './destiny-team';
import { teamPoints, teamSize } from './destiny-team';

/** Destiny rules (es) Parte 4.1: at least one character, at most 30 points. */
export function checkDestinyTeam(
  members: readonly DestinyTeamMember[],
  plots: readonly ResolvedEntry<DestinyCard>[],
  rules: DestinyDeckRules,
): DeckError[] {
  const errors: DeckError[] = [];
  if (teamSize(members) === 0) {
    errors.push(deckError('no-character', 'The team needs at least one character', [], { count: 0 }));
  }
  const plotPoints = plots.reduce((sum, { card, count }) => sum + (card.points?.[0] ?? 0) * count, 0);
  const points = teamPoints(members) + plotPoints;
  if (points > rules.teamPoints) {
    errors.push(
      deckError(
        'team-points',
        `The team costs ${points} points; at most ${rules.teamPoints} are allowed`,
        [...members.map((member) => member.card.id), ...plots.map(({ card }) => card.id)],
        { points, limit: rules.teamPoints },
      ),
    );
  }
  const plotCount = totalCount(plots);
  if (plotCount > rules.maxPlots) {
    errors.push(
      deckError(
        'plot-count',
        `The team has ${plotCount} plots; at most ${rules.maxPlots} allowed`,
        plots.map(({ card }) => card.id),
        { count: plotCount, maximum: rules.maxPlots },
      ),
    );
  }
  return [...errors, ...checkUniqueTitles(members), ...checkNeutralCharacters(members, rules)];
}

/**
 * Parte 4.1: one copy of each unique character; characters sharing a title are the same character
 * whatever their subtitle (Parte 1 "Unicidad").
 */
function checkUniqueTitles(members: readonly DestinyTeamMember[]): DeckError[] {
  const byTitle = new Map<string, { members: DestinyTeamMember[]; count: number }>();
  for (const member of members) {
    if (!member.card.unique) continue;
    const title = normalizeName(member.card.name);
    const group = byTitle.get(title);
    if (group === undefined) byTitle.set(title, { members: [member], count: member.copies });
    else {
      group.members.push(member);
      group.count += member.copies;
    }
  }
  return [...byTitle.values()]
    .filter((group) => group.count > 1)
    .map(({ members: group, count }) =>
      deckError(
        'duplicate-unique',
        `${group[0].card.name} is unique: the team may field only one character with that title`,
        group.map((member) => member.card.id),
        { title: group[0].card.name, count, limit: 1 },
      ),
    );
}

function checkNeutralCharacters(members: readonly DestinyTeamMember[], rules: DestinyDeckRules): DeckError[] {
  if (rules.neutralCharacters === 'allowed') return [];
  return members
    .filter((member) => member.card.affiliation === 'neutral')
    .map((member) =>
      deckError(
        'neutral-character',
        `${cardLabel(member.card)} is a neutral character; this event allows hero or villain teams only`,
        [member.card.id],
        { name: cardLabel(member.card) },
      ),
    );
}
