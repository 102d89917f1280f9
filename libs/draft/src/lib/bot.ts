import type { Card } from '@cantina/games';
import type { BotCardInfo, CardFacts, DraftGame } from './types';

/**
 * Rarity ranks of every game's rarities (`@cantina/games` card model): 0 common-like, 1 uncommon,
 * 2 rare, 3 legendary. Unknown rarities count as common.
 */
export const RARITY_RANK: Readonly<Record<string, number>> = {
  common: 0,
  starter: 0,
  subordinate: 0,
  uncommon: 1,
  special: 1,
  rare: 2,
  promo: 2,
  legendary: 3,
};

/** Value of a card by rarity rank alone: rarity is the first thing a bot looks at. */
const RARITY_VALUE = [1, 2, 3.5, 4.5];

/**
 * How many aspects/colours a deck commits to (house values): swu 3 (the leader's two and the base's),
 * destiny 3 (two colours and an affiliation), swtcg 1 (a side).
 */
const COMMITTED_ASPECTS: Readonly<Record<DraftGame, number>> = { swu: 3, destiny: 3, swtcg: 1 };

/** Target share of a deck by cost 0..7+ (a usual curve of SWU limited decks; used for every game). */
const CURVE_TARGET = [0.05, 0.1, 0.2, 0.2, 0.17, 0.12, 0.09, 0.07];

/** Picks after which a bot is fully committed to its aspects and curve. */
const COMMIT_PICKS = 12;

/** Facts used when a card has none: a common without cost or aspects. */
export const UNKNOWN_FACTS: CardFacts = { r: 0, c: null, a: [] };

/** Compact bot facts of a card. */
export function factsOf(info: BotCardInfo | undefined): CardFacts {
  if (info === undefined) return UNKNOWN_FACTS;
  const rank = info.rarity === undefined ? 0 : (RARITY_RANK[info.rarity] ?? 0);
  const cost = typeof info.cost === 'number' && Number.isFinite(info.cost) ? info.cost : null;
  return { r: rank, c: cost, a: [...(info.aspects ?? [])] };
}

/**
 * Bot facts of a card of the card model. swu tokens and common bases are `setAside` (swu rules
 * "Draft" step 2); destiny uses colour (not gray) and affiliation (not neutral); swtcg its side (not
 * neutral).
 */
export function cardInfoFromCard(card: Card): BotCardInfo {
  switch (card.game) {
    case 'swu':
      return {
        rarity: card.rarity,
        cost: card.cost,
        aspects: card.aspects,
        setAside: card.type === 'token' || (card.type === 'base' && card.rarity === 'common'),
      };
    case 'destiny':
      return {
        rarity: card.rarity,
        cost: card.cost,
        aspects: [
          ...(card.color === 'gray' ? [] : [card.color]),
          ...(card.affiliation === 'neutral' ? [] : [card.affiliation]),
        ],
      };
    case 'swtcg':
      return { rarity: card.rarity, cost: card.cost, aspects: card.side === 'neutral' ? [] : [card.side] };
    default:
      return { rarity: card.rarity, cost: card.cost, aspects: [] };
  }
}

/** A card already in the bot's pool; leaders weigh double in its aspects (they fix a swu deck's aspects). */
export interface PoolCard {
  facts: CardFacts;
  leader: boolean;
}

export interface BotContext {
  game: DraftGame;
  /** Picking in the swu leader round. */
  leaderRound: boolean;
  pool: readonly PoolCard[];
}

interface Profile {
  commit: number;
  top: Set<string>;
  leaderAspects: Set<string>;
  costs: number[];
  costTotal: number;
}

function profileOf(ctx: BotContext): Profile {
  const counts = new Map<string, number>();
  const leaderAspects = new Set<string>();
  const costs = CURVE_TARGET.map(() => 0);
  let costTotal = 0;
  for (const { facts, leader } of ctx.pool) {
    for (const aspect of facts.a) {
      counts.set(aspect, (counts.get(aspect) ?? 0) + (leader ? 2 : 1));
      if (leader) leaderAspects.add(aspect);
    }
    if (!leader && facts.c !== null) {
      costs[costBucket(facts.c)] += 1;
      costTotal += 1;
    }
  }
  const ranked = [...counts.entries()].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
  const top = new Set(ranked.slice(0, COMMITTED_ASPECTS[ctx.game]).map(([aspect]) => aspect));
  return { commit: Math.min(1, ctx.pool.length / COMMIT_PICKS), top, leaderAspects, costs, costTotal };
}

function costBucket(cost: number): number {
  return Math.max(0, Math.min(CURVE_TARGET.length - 1, Math.floor(cost)));
}

function score(card: CardFacts, ctx: BotContext, profile: Profile): number {
  const rarity = RARITY_VALUE[card.r] ?? RARITY_VALUE[0];
  if (ctx.leaderRound) {
    // A leader sharing aspects with the leaders already kept keeps the options together.
    return rarity + 0.75 * card.a.filter((aspect) => profile.leaderAspects.has(aspect)).length;
  }
  const { commit } = profile;
  let value = rarity;
  if (card.a.length === 0) value += 0.4 * commit;
  for (const aspect of card.a) value += profile.top.has(aspect) ? 1.25 * commit : -1.5 * commit;
  if (card.c !== null && profile.costTotal >= 3) {
    const bucket = costBucket(card.c);
    value += 2.5 * commit * (CURVE_TARGET[bucket] - profile.costs[bucket] / profile.costTotal);
  }
  return value;
}

/**
 * The bot heuristic (issue 5 item 5): rarity first, then aspect commitment (cards of the pool's main
 * aspects gain, off-aspect cards lose, both growing over the first 12 picks), then the curve (a cost
 * short of its target share gains). `jitter(i)` in [0, 1) adds up to 0.25 so bots with the same pool
 * do not all take the same card; ties go to the first candidate.
 * Returns the index of the chosen candidate.
 */
export function chooseCard(
  candidates: readonly CardFacts[],
  ctx: BotContext,
  jitter?: (index: number) => number,
): number {
  const profile = profileOf(ctx);
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < candidates.length; i++) {
    const value = score(candidates[i], ctx, profile) + (jitter === undefined ? 0 : 0.25 * jitter(i));
    if (value > bestScore) {
      best = i;
      bestScore = value;
    }
  }
  return best;
}
