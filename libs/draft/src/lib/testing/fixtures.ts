import { seededRandom } from '../random';
import type {
  BotCardInfo,
  CreateDraftInput,
  DraftCard,
  DraftGame,
  DraftResult,
  DraftSeatInput,
  DraftState,
  TimerSettings,
} from '../types';

/** Aspects (or colours/sides) the fixture cards use, per game. */
const ASPECTS: Record<DraftGame, string[]> = {
  swu: ['vigilance', 'command', 'aggression', 'cunning', 'villainy', 'heroism'],
  destiny: ['red', 'blue', 'yellow', 'hero', 'villain'],
  swtcg: ['light', 'dark'],
};
const RARITIES = ['common', 'common', 'common', 'uncommon', 'uncommon', 'rare', 'legendary'];

export interface FixtureOptions {
  game?: DraftGame;
  seats?: number;
  /** Pack rounds (swu: besides the leader round). */
  rounds?: number;
  packSize?: number;
  /** swu: leaders per seat. */
  leaders?: number;
  /** Which seats are people (default: all). */
  humans?: boolean[];
  sharedPile?: number;
  /** swu: set-aside cards (tokens, common bases) mixed into each pack, to be moved to the shared pile. */
  setAsidePerPack?: number;
  timer?: TimerSettings;
  seed?: string;
  podId?: string;
}

/** Bot facts of fixture card `cardId` (`C<n>`, `L<n>`, `T<n>`). */
export function fixtureCardInfo(game: DraftGame, cardId: string): BotCardInfo {
  const n = Number(cardId.slice(1));
  const aspects = ASPECTS[game];
  if (cardId.startsWith('T')) return { rarity: 'common', cost: null, aspects: [], setAside: true };
  return {
    rarity: RARITIES[n % RARITIES.length],
    cost: cardId.startsWith('L') ? 5 + (n % 3) : n % 8,
    aspects:
      n % 5 === 0 ? [] : [aspects[n % aspects.length], ...(n % 3 === 0 ? [aspects[(n + 2) % aspects.length]] : [])],
  };
}

/** A draft input with generated packs (deterministic from `seed`). */
export function fixtureInput(options: FixtureOptions = {}): CreateDraftInput {
  const game = options.game ?? 'swu';
  const seats = options.seats ?? 8;
  const rounds = options.rounds ?? 3;
  const packSize = options.packSize ?? (game === 'swu' ? 14 : 11);
  const podId = options.podId ?? 'pod1';
  const seed = options.seed ?? 'seed';
  const random = seededRandom(`fixture:${seed}`);
  let serial = 0;
  const card = (prefix: string, range: number): DraftCard => ({
    instanceId: `${podId}-i${serial++}`,
    cardId: `${prefix}${Math.floor(random() * range)}`,
  });
  const seatInputs: DraftSeatInput[] = Array.from({ length: seats }, (_, seat) =>
    (options.humans?.[seat] ?? true) ? { playerId: `player${seat}`, bot: false } : { playerId: null, bot: true },
  );
  const packs = seatInputs.map(() =>
    Array.from({ length: rounds }, () => {
      const cards = Array.from({ length: packSize }, () => card('C', 120));
      for (let i = 0; i < (options.setAsidePerPack ?? 0); i++) {
        cards.splice(Math.floor(random() * (cards.length + 1)), 0, card('T', 5));
      }
      return cards;
    }),
  );
  const input: CreateDraftInput = {
    podId,
    game,
    seats: seatInputs,
    packs,
    sharedPile: Array.from({ length: options.sharedPile ?? 0 }, () => card('T', 5)),
    cards: (cardId) => fixtureCardInfo(game, cardId),
    timer: options.timer ?? { mode: 'off' },
    seed,
  };
  if (game === 'swu') {
    input.leaders = seatInputs.map(() => Array.from({ length: options.leaders ?? 3 }, () => card('L', 30)));
  }
  return input;
}

/** Unwraps a successful result, failing loudly otherwise. */
export function ok(result: DraftResult): DraftState {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.state;
}

/** Every input card's instance id (packs, leaders, shared pile). */
export function inputInstances(input: CreateDraftInput): string[] {
  const cardsOf = (pack: CreateDraftInput['packs'][number][number]): readonly DraftCard[] =>
    Array.isArray(pack) ? pack : (pack as { cards: readonly DraftCard[] }).cards;
  return [
    ...input.packs.flatMap((list) => list.flatMap(cardsOf)),
    ...(input.leaders ?? []).flatMap(cardsOf),
    ...(input.sharedPile ?? []),
  ].map((c) => c.instanceId);
}

/** Freezes a value and everything in it (shared parts already frozen are skipped). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value as object)) deepFreeze(inner);
  }
  return value;
}
