import { factsOf } from './bot';
import { fail, Work } from './engine';
import { resolveTimer } from './timers';
import type {
  BotCardInfo,
  BotCardLookup,
  CardFacts,
  CreateDraftInput,
  DraftCard,
  DraftGame,
  DraftPack,
  DraftPackInput,
  DraftResult,
  DraftRound,
  DraftSeat,
  DraftState,
  PassDirection,
} from './types';

/**
 * Per-game draft settings (issue 5 item 2). The numbers of rounds and the pack sizes always come from
 * the packs given; only the leader round and the directions are per game.
 * - swu: a leader round first (packNumber 0, always passed RIGHT: keep 1 of 3, pass 2; keep 1 of 2,
 *   pass 1; keep the last), then pack rounds LEFT, RIGHT, LEFT (swu.md "Draft"; anchors/draft.md §5.4).
 * - destiny, swtcg: house defaults, since their rules are silent on drafting (swtcg.md §2,
 *   destiny-and-dbg.md A.2): no leader round, directions alternating starting LEFT (the WotC-era
 *   convention for swtcg and the Rivals-era one for destiny, anchors/draft.md §5.5-5.6).
 */
export const DRAFT_GAME_SETTINGS: Readonly<Record<DraftGame, { leaderRound: boolean }>> = {
  swu: { leaderRound: true },
  destiny: { leaderRound: false },
  swtcg: { leaderRound: false },
};

/** Pass direction of pack round `index` (0-based) by default: LEFT, RIGHT, LEFT, RIGHT... */
export function defaultDirection(index: number): PassDirection {
  return index % 2 === 0 ? 'left' : 'right';
}

/** Id of a pack the caller gave no id: `<podId>:<packNumber>:<seat that opened it>`. */
export function defaultPackId(podId: string, packNumber: number, seat: number): string {
  return `${podId}:${packNumber}:${seat}`;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function lookupOf(cards: BotCardLookup | undefined): (cardId: string) => BotCardInfo | undefined {
  if (cards === undefined) return () => undefined;
  if (typeof cards === 'function') return cards;
  return (cardId) => (Object.prototype.hasOwnProperty.call(cards, cardId) ? cards[cardId] : undefined);
}

class InputError extends Error {}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new InputError(message);
}

function copyCard(card: DraftCard, where: string): DraftCard {
  check(typeof card === 'object' && card !== null, `${where} must be a card`);
  check(isText(card.instanceId) && isText(card.cardId), `${where} needs an instanceId and a cardId`);
  return { instanceId: card.instanceId, cardId: card.cardId };
}

function readPack(pack: DraftPackInput, where: string): { id: string | null; cards: DraftCard[] } {
  const list = Array.isArray(pack) ? pack : (pack as { cards?: unknown }).cards;
  const id = Array.isArray(pack) ? null : (pack as { id?: unknown }).id;
  check(Array.isArray(list), `${where} must be an array of cards or { id, cards }`);
  check(id === null || isText(id), `${where}.id must be a non-empty string`);
  return { id, cards: (list as DraftCard[]).map((card, i) => copyCard(card, `${where}[${i}]`)) };
}

function build(input: CreateDraftInput): DraftState {
  check(typeof input === 'object' && input !== null, 'input must be an object');
  const { podId, game } = input;
  check(isText(podId), 'podId must be a non-empty string');
  check(Object.prototype.hasOwnProperty.call(DRAFT_GAME_SETTINGS, game), 'game must be swu, destiny or swtcg');
  check(typeof input.seed === 'string', 'seed must be a string');
  const timer = resolveTimer(input.timer);
  check(typeof timer !== 'string', String(timer));

  check(Array.isArray(input.seats) && input.seats.length > 0, 'seats must be a non-empty array');
  const players = new Set<string>();
  const seats: DraftSeat[] = input.seats.map((seat, i) => {
    check(
      typeof seat === 'object' && seat !== null && typeof seat.bot === 'boolean',
      `seats[${i}].bot must be a boolean`,
    );
    if (seat.bot) check(seat.playerId === null, `seats[${i}] is a bot and must have playerId null`);
    else check(isText(seat.playerId), `seats[${i}].playerId must be a non-empty string`);
    if (seat.playerId !== null) {
      check(!players.has(seat.playerId), `player ${seat.playerId} has two seats`);
      players.add(seat.playerId);
    }
    return { playerId: seat.playerId, bot: seat.bot, botControlled: seat.bot };
  });
  const n = seats.length;

  check(Array.isArray(input.packs) && input.packs.length === n, 'packs must list the packs of every seat');
  const packRounds = Array.isArray(input.packs[0]) ? input.packs[0].length : -1;
  input.packs.forEach((list, seat) =>
    check(
      Array.isArray(list) && list.length === packRounds,
      `packs[${seat}] must have ${packRounds} packs like seat 0`,
    ),
  );
  const leaderRound = DRAFT_GAME_SETTINGS[game].leaderRound;
  if (leaderRound) {
    check(Array.isArray(input.leaders) && input.leaders.length === n, `${game} needs leaders for every seat`);
  } else {
    check(input.leaders === undefined, `${game} has no leader round`);
  }
  check(packRounds + (leaderRound ? 1 : 0) > 0, 'a draft needs at least one round');
  const directions = input.directions;
  if (directions !== undefined) {
    check(Array.isArray(directions) && directions.length === packRounds, `directions must have ${packRounds} entries`);
    directions.forEach((d, i) => check(d === 'left' || d === 'right', `directions[${i}] must be left or right`));
  }

  const rounds: DraftRound[] = [];
  if (leaderRound) rounds.push({ packNumber: 0, direction: 'right', leaders: true });
  for (let r = 0; r < packRounds; r++) {
    rounds.push({ packNumber: r + 1, direction: directions?.[r] ?? defaultDirection(r), leaders: false });
  }

  const info = lookupOf(input.cards);
  const facts: Record<string, CardFacts> = {};
  const setAside = new Map<string, boolean>();
  const isSetAside = (cardId: string): boolean => {
    let known = setAside.get(cardId);
    if (known === undefined) {
      const cardInfo = info(cardId);
      known = cardInfo?.setAside === true;
      setAside.set(cardId, known);
      if (cardInfo !== undefined) facts[cardId] = factsOf(cardInfo);
    }
    return known;
  };

  const instances = new Set<string>();
  const unique = (card: DraftCard): DraftCard => {
    check(!instances.has(card.instanceId), `instanceId ${card.instanceId} appears twice`);
    instances.add(card.instanceId);
    return card;
  };
  check(input.sharedPile === undefined || Array.isArray(input.sharedPile), 'sharedPile must be an array of cards');
  const sharedPile = (input.sharedPile ?? []).map((card, i) => unique(copyCard(card, `sharedPile[${i}]`)));

  const packs: DraftPack[] = [];
  const packIds = new Set<string>();
  rounds.forEach((round, r) => {
    for (let seat = 0; seat < n; seat++) {
      const where = round.leaders ? `leaders[${seat}]` : `packs[${seat}][${round.packNumber - 1}]`;
      const raw = round.leaders
        ? (input.leaders as readonly DraftPackInput[])[seat]
        : input.packs[seat][round.packNumber - 1];
      check(raw !== null && typeof raw === 'object', `${where} must be a pack`);
      const read = readPack(raw, where);
      const cards: DraftCard[] = [];
      for (const card of read.cards) {
        unique(card);
        if (!round.leaders && isSetAside(card.cardId)) sharedPile.push(card);
        else {
          isSetAside(card.cardId);
          cards.push(card);
        }
      }
      check(cards.length > 0, `${where} has no card to draft`);
      const id = read.id ?? defaultPackId(podId, round.packNumber, seat);
      check(!packIds.has(id), `pack id ${id} appears twice`);
      packIds.add(id);
      packs.push({ id, round: r, seat, cards, left: cards.map((_, i) => i) });
    }
  });

  return {
    v: 1,
    podId,
    game,
    seed: input.seed,
    timer,
    rounds,
    seats,
    packs,
    sharedPile,
    facts,
    round: -1,
    queues: seats.map(() => []),
    made: seats.map(() => 0),
    deadlines: seats.map(() => null),
    clockAt: 0,
    reviewing: false,
    pausedAt: null,
    picks: [],
  };
}

/**
 * Creates a pod's draft and opens its first round at `now` (epoch ms). Bot seats pick at once, so the
 * returned state may already hold picks. Invalid input gives `invalid-input` with a message.
 */
export function createDraft(input: CreateDraftInput, now: number): DraftResult {
  if (typeof now !== 'number' || !Number.isFinite(now)) return fail('invalid-input', 'now must be a finite epoch ms');
  let state: DraftState;
  try {
    state = build(input);
  } catch (error) {
    if (error instanceof InputError) return fail('invalid-input', error.message);
    throw error;
  }
  const work = new Work(state, now);
  work.startRound(0);
  work.settle();
  return work.result();
}
