import type { DestinyCard } from '../../cards/destiny-card';
import type { ResolvedEntry } from '../common/resolved-deck';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';

/**
 * Destiny rules (es) Parte 4.1: no hero and villain characters together; Parte 4.2: a hero team
 * takes no villain cards and a villain team no hero cards; neutral cards go anywhere.
 * `team` holds characters and plots; `others` the deck cards (and the battlefield when the event
 * says so).
 */
export function checkDestinyAffiliation(
  team: readonly ResolvedEntry<DestinyCard>[],
  others: readonly ResolvedEntry<DestinyCard>[],
): DeckError[] {
  const heroes = team.filter(({ card }) => card.affiliation === 'hero');
  const villains = team.filter(({ card }) => card.affiliation === 'villain');
  if (heroes.length > 0 && villains.length > 0) {
    return [mixError('The team mixes hero and villain cards', [...heroes, ...villains])];
  }
  const teamSide = heroes.length > 0 ? 'hero' : villains.length > 0 ? 'villain' : undefined;
  if (teamSide !== undefined) {
    const opposite = teamSide === 'hero' ? 'villain' : 'hero';
    const offending = others.filter(({ card }) => card.affiliation === opposite);
    if (offending.length === 0) return [];
    return [mixError(`A ${teamSide} team cannot use ${opposite} cards`, offending, teamSide)];
  }
  // A team with no hero or villain (only neutral characters): the deck still may not mix the two.
  const heroCards = others.filter(({ card }) => card.affiliation === 'hero');
  const villainCards = others.filter(({ card }) => card.affiliation === 'villain');
  if (heroCards.length === 0 || villainCards.length === 0) return [];
  return [mixError('The deck mixes hero and villain cards', [...heroCards, ...villainCards])];
}

function mixError(
  message: string,
  entries: readonly ResolvedEntry<DestinyCard>[],
  teamAffiliation: string | null = null,
): DeckError {
  return deckError(
    'affiliation-mix',
    message,
    entries.map(({ card }) => card.id),
    { teamAffiliation },
  );
}
