import type {
  DraftAutoPick,
  DraftCard,
  DraftEvent,
  DraftLog,
  DraftPhase,
  DraftPublicView,
  DraftRound,
  DraftSeatView,
  DraftState,
} from './types';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export function isFinished(state: DraftState): boolean {
  return state.round >= state.rounds.length;
}

/** The round players see: the current one, or the last one once the draft is done. */
function shownRound(state: DraftState): DraftRound {
  return state.rounds[Math.min(Math.max(state.round, 0), state.rounds.length - 1)];
}

function phaseOf(state: DraftState): DraftPhase {
  if (isFinished(state)) return 'done';
  return shownRound(state).leaders ? 'leaders' : 'packs';
}

/** The card as the state holds it (`createDraft` keeps only `instanceId` and `cardId`): views share it, never copy. */
function cardAt(state: DraftState, pack: number, card: number): DraftCard {
  return state.packs[pack].cards[card];
}

function checkSeat(state: DraftState, seat: number): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats.length) {
    throw new RangeError(`no seat ${seat} in pod ${state.podId}`);
  }
}

/** The cards `seat` has drafted, in pick order (leaders included). */
export function poolOf(state: DraftState, seat: number): DraftCard[] {
  checkSeat(state, seat);
  const pool: DraftCard[] = [];
  const { picks } = state;
  // Two views per pick walk every pick of the pod: an indexed loop, no destructuring.
  for (let i = 0; i < picks.length; i++) {
    const pick = picks[i];
    if (pick[0] === seat) pool.push(cardAt(state, pick[1], pick[2]));
  }
  return pool;
}

/** The seat's deadline as players see it: none while paused (the clock stands still). */
export function shownDeadline(state: DraftState, seat: number): string | null {
  return state.pausedAt === null ? iso(state.deadlines[seat]) : null;
}

/**
 * A player's private view, exactly the contract's `me` (contract "Limited play"; design.md
 * "Information hiding"): only the pack at the head of this seat's queue and this seat's pool.
 * - `packNumber`: 0 in the swu leader round, then 1, 2, 3 (the last one once done);
 * - `pickNumber`: picks this seat has made in the current round + 1;
 * - `queue`: packs waiting behind `pack`;
 * - `deadline`: null with timers off, for an automatic pick, and while the pod is paused;
 * - `reviewUntil`: during the review between packs, when the next packs open;
 * - `poolHidden` (competitive timers, contract rev 2): the pool may be looked at only between packs
 *   (swu.md "Tournaments", competitive-tier limited), so during a round `pool` is `[]`;
 * - Cantina's additions for the phone: `seat` (0-based), `paused`, `botControlled`, and `lastAutoPick`
 *   while the seat's latest pick is one made on timeout.
 */
export function viewFor(state: DraftState, seat: number): DraftSeatView {
  checkSeat(state, seat);
  const round = shownRound(state);
  const queue = state.queues[seat];
  const head = queue[0];
  let pack: DraftSeatView['pack'] = null;
  if (head !== undefined) {
    const { id, left } = state.packs[head];
    pack = { id, cards: left.map((card) => cardAt(state, head, card)) };
  }
  const view: DraftSeatView = {
    phase: phaseOf(state),
    packNumber: round.packNumber,
    pickNumber: state.made[seat] + 1,
    passDirection: round.direction,
    pack,
    queue: Math.max(0, queue.length - 1),
    pool: poolOf(state, seat),
    deadline: shownDeadline(state, seat),
    seat,
    paused: state.pausedAt !== null,
    botControlled: state.seats[seat].botControlled,
  };
  const autoPick = lastAutoPick(state, seat);
  if (autoPick) view.lastAutoPick = autoPick;
  if (inReview(state)) view.reviewUntil = iso(state.clockAt) as string;
  if (state.timer.mode !== 'competitive') return view;
  const poolHidden = !isFinished(state) && !inReview(state);
  return { ...view, pool: poolHidden ? [] : view.pool, poolHidden };
}

/** The reason the engine records for a pick made when the seat's clock ran out (`PICK_REASONS`). */
const TIMEOUT_REASON = 2;

/**
 * The seat's latest pick when it was made on timeout (so the phone can say "time ran out: you took X");
 * undefined once the player has picked again, or when the latest pick was theirs, a bot's or a last card.
 */
export function lastAutoPick(state: DraftState, seat: number): DraftAutoPick | undefined {
  checkSeat(state, seat);
  let last = -1;
  for (let i = state.picks.length - 1; i >= 0; i--) {
    if (state.picks[i][0] === seat) {
      last = i;
      break;
    }
  }
  if (last === -1 || state.picks[last][3] !== TIMEOUT_REASON) return undefined;
  const [, packIndex, card] = state.picks[last];
  const round = state.packs[packIndex].round;
  let pickNumber = 0;
  for (let i = 0; i <= last; i++) {
    const [owner, k] = state.picks[i];
    if (owner === seat && state.packs[k].round === round) pickNumber += 1;
  }
  const { instanceId, cardId } = state.packs[packIndex].cards[card];
  return { instanceId, cardId, packNumber: state.rounds[round].packNumber, pickNumber };
}

/** Between two pack rounds: the next packs are still closed and every seat may look at its pool. */
export function inReview(state: DraftState): boolean {
  return state.reviewing === true && !isFinished(state);
}

/** The leaders each seat has drafted (swu: public during the draft, swu rules "Draft" step 1). */
export function draftedLeaders(state: DraftState): { seat: number; cards: DraftCard[] }[] {
  if (!state.rounds.some((round) => round.leaders)) return [];
  const leaders = state.seats.map((_, seat) => ({ seat, cards: [] as DraftCard[] }));
  // Once every leader card is found no later pick can be one (the leader rounds come first).
  let unseen = 0;
  for (const pack of state.packs) if (state.rounds[pack.round].leaders) unseen += pack.cards.length;
  for (const [owner, pack, card] of state.picks) {
    if (unseen === 0) break;
    if (!state.rounds[state.packs[pack].round].leaders) continue;
    leaders[owner].cards.push(cardAt(state, pack, card));
    unseen -= 1;
  }
  return leaders;
}

/**
 * Whether a command's `events` may have changed the drafted leaders (`draftedLeaders`): a pick of a leader
 * round, or the end of the draft (the final views carry them once more). After the leader rounds they are
 * fixed, so views built for later commands may leave them out and a client keeps the ones it has.
 */
export function leadersMayChange(state: DraftState, events: readonly DraftEvent[]): boolean {
  if (isFinished(state)) return true;
  const leaderPacks = new Set(state.rounds.filter((r) => r.leaders).map((r) => r.packNumber));
  return leaderPacks.size > 0 && events.some((e) => e.type === 'picked' && leaderPacks.has(e.packNumber));
}

/**
 * What the whole pod and the organizer may see: each seat's progress (counts, never cards), the
 * drafted leaders (swu) and the shared pile. No pack and no pool.
 */
export function publicView(state: DraftState): DraftPublicView {
  const round = shownRound(state);
  const picks = state.seats.map(() => 0);
  for (const [owner] of state.picks) picks[owner] += 1;
  return {
    podId: state.podId,
    game: state.game,
    phase: phaseOf(state),
    packNumber: round.packNumber,
    passDirection: round.direction,
    paused: state.pausedAt !== null,
    seats: state.seats.map((seat, i) => ({
      seat: i,
      playerId: seat.playerId,
      bot: seat.bot,
      botControlled: seat.botControlled,
      pickNumber: state.made[i] + 1,
      picks: picks[i],
      packs: state.queues[i].length,
      deadline: shownDeadline(state, i),
    })),
    leaders: draftedLeaders(state),
    sharedPile: state.sharedPile.map(({ instanceId, cardId }) => ({ instanceId, cardId })),
  };
}

/**
 * The contract's draft log: every pack as generated (leader packs included, round by round, seat by
 * seat) and every pick in order, with its 1-based number within that seat's round.
 */
export function draftLog(state: DraftState): DraftLog {
  const { podId } = state;
  const packs = state.packs.map((pack) => ({
    id: pack.id,
    podId,
    seat: pack.seat,
    packNumber: state.rounds[pack.round].packNumber,
    cards: pack.cards.map(({ instanceId, cardId }) => ({ instanceId, cardId })),
  }));
  const counts = new Map<string, number>();
  const picks = state.picks.map(([seat, k, card, reason]) => {
    const pack = state.packs[k];
    const key = `${seat}:${pack.round}`;
    const pickNumber = (counts.get(key) ?? 0) + 1;
    counts.set(key, pickNumber);
    const { instanceId, cardId } = pack.cards[card];
    return {
      podId,
      seat,
      packNumber: state.rounds[pack.round].packNumber,
      pickNumber,
      packId: pack.id,
      instanceId,
      cardId,
      auto: reason !== 0,
    };
  });
  return { packs, picks };
}

/**
 * The earliest deadline of the pod (epoch ms), for the API's ticker: the end of the review between packs,
 * else the earliest pick deadline; null when none runs or paused.
 */
export function nextDeadline(state: DraftState): number | null {
  if (state.pausedAt !== null || isFinished(state)) return null;
  if (inReview(state)) return state.clockAt;
  let next: number | null = null;
  for (const deadline of state.deadlines) if (deadline !== null && (next === null || deadline < next)) next = deadline;
  return next;
}

/** Seats whose `me` view changed through these events (to push `me` to them), ascending. */
export function affectedSeats(state: DraftState, events: readonly DraftEvent[]): number[] {
  const seats = new Set<number>();
  for (const event of events) {
    switch (event.type) {
      case 'picked':
      case 'deadline':
      case 'seat-control':
        seats.add(event.seat);
        break;
      case 'passed':
        seats.add(event.from);
        seats.add(event.to);
        break;
      default:
        return state.seats.map((_, seat) => seat);
    }
  }
  return [...seats].sort((a, b) => a - b);
}
