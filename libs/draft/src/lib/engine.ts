import { chooseCard, UNKNOWN_FACTS, type PoolCard } from './bot';
import { hashUnit } from './random';
import { passTarget } from './seating';
import { pickSeconds } from './timers';
import { isFinished } from './views';
import {
  PICK_REASONS,
  type CardFacts,
  type DraftCommand,
  type DraftError,
  type DraftErrorCode,
  type DraftEvent,
  type DraftResult,
  type DraftState,
  type PickReason,
} from './types';

/**
 * The draft state machine: `(state, command, now) => { state, events }` (issue 5 item 2; design.md
 * "A pick, end to end"). Pure: the input state is never modified, time comes in as `now` (epoch ms),
 * and the same state, command and time always give the same result.
 *
 * Packs wait in per-seat queues: a pick passes the rest of the pack to the next seat's queue, so a
 * fast picker runs ahead and only waits when no pack is waiting for them (Draftmancer's model,
 * anchors/draft.md §2.3). A round ends when every pack of the round is empty, then the whole pod
 * opens the next packs (swu.md "Draft" step 3: each pack is drafted until empty). The last card of a
 * pack (and the last leader) goes to its holder at once (contract: `auto: true`); bot seats pick at
 * once too; a human's pick that runs out of time is made by the bot heuristic (`auto: true`).
 */

export function fail(code: DraftErrorCode, message: string): { ok: false; error: DraftError } {
  return { ok: false, error: { code, message } };
}

function unchanged(state: DraftState): DraftResult {
  return { ok: true, state, events: [], duplicate: false };
}

/** A copy of the state that one command may change, and the events it emits. */
export class Work {
  readonly s: DraftState;
  readonly events: DraftEvent[] = [];
  private readonly pending: number[] = [];
  private picksCopied = false;

  constructor(
    state: DraftState,
    readonly now: number,
  ) {
    // Shallow copies: packs, queues and seats are replaced, never changed in place, so the input
    // state shares everything that did not change.
    this.s = {
      ...state,
      seats: state.seats.slice(),
      packs: state.packs.slice(),
      queues: state.queues.slice(),
      made: state.made.slice(),
      deadlines: state.deadlines.slice(),
    };
  }

  /**
   * Records a pick. The picks are copied on the first one a command makes, with room for it (a copy in
   * the constructor and a push would copy the pod's whole pick list twice on every pick).
   */
  private recordPick(pick: DraftState['picks'][number]): void {
    if (this.picksCopied) {
      this.s.picks.push(pick);
      return;
    }
    this.s.picks = this.s.picks.concat([pick]);
    this.picksCopied = true;
  }

  result(): DraftResult {
    return { ok: true, state: this.s, events: this.events, duplicate: false };
  }

  /**
   * Starts round `round` (or finishes the draft after the last round). Between two pack rounds with a
   * review time the packs stay closed until the review ends (`tick` opens them); otherwise they open now.
   */
  startRound(round: number): void {
    const s = this.s;
    s.round = round;
    const n = s.seats.length;
    if (round >= s.rounds.length) {
      for (let seat = 0; seat < n; seat++) this.setDeadline(seat, null);
      this.events.push({ type: 'finished' });
      return;
    }
    const spec = s.rounds[round];
    const previous = s.rounds[round - 1];
    const review = previous !== undefined && !previous.leaders && !spec.leaders ? s.timer.reviewSeconds * 1000 : 0;
    if (review === 0) {
      s.clockAt = this.now;
      this.openPacks();
      return;
    }
    s.reviewing = true;
    s.clockAt = this.now + review;
    for (let seat = 0; seat < n; seat++) {
      s.made[seat] = 0;
      s.queues[seat] = [];
      this.setDeadline(seat, null);
    }
    this.events.push({ type: 'review-started', packNumber: spec.packNumber, until: s.clockAt });
  }

  /** Hands every seat the pack it opens in the current round; clocks run from `clockAt` at the earliest. */
  openPacks(): void {
    const s = this.s;
    const spec = s.rounds[s.round];
    const n = s.seats.length;
    s.reviewing = false;
    this.events.push({
      type: 'round-started',
      packNumber: spec.packNumber,
      direction: spec.direction,
      clockAt: s.clockAt,
    });
    for (let seat = 0; seat < n; seat++) {
      s.made[seat] = 0;
      s.queues[seat] = [s.round * n + seat];
      this.headChanged(seat);
    }
  }

  /** The head of `seat`'s queue changed: new clock, and a bot or last-card pick may be due. */
  headChanged(seat: number): void {
    const s = this.s;
    const head = s.queues[seat][0];
    let deadline: number | null = null;
    if (head !== undefined && !s.seats[seat].botControlled) {
      const pack = s.packs[head];
      const seconds = pickSeconds(s.timer, pack.left.length, s.rounds[pack.round].leaders);
      if (seconds !== null) deadline = Math.max(s.pausedAt ?? this.now, s.clockAt) + seconds * 1000;
    }
    this.setDeadline(seat, deadline);
    if (head !== undefined) this.pending.push(seat);
  }

  setDeadline(seat: number, deadline: number | null): void {
    if (this.s.deadlines[seat] === deadline) return;
    this.s.deadlines[seat] = deadline;
    this.events.push({ type: 'deadline', seat, deadline });
  }

  /** Takes card `card` of the pack at the head of `seat`'s queue and passes the rest on. */
  pick(seat: number, card: number, reason: PickReason): void {
    const s = this.s;
    const k = s.queues[seat][0];
    const pack = s.packs[k];
    const left = pack.left.filter((i) => i !== card);
    s.packs[k] = { ...pack, left };
    s.queues[seat] = s.queues[seat].slice(1);
    this.recordPick([seat, k, card, reason]);
    s.made[seat] += 1;
    const spec = s.rounds[pack.round];
    const { instanceId, cardId } = pack.cards[card];
    this.events.push({
      type: 'picked',
      seat,
      packId: pack.id,
      packNumber: spec.packNumber,
      pickNumber: s.made[seat],
      instanceId,
      cardId,
      auto: reason !== 0,
      reason: PICK_REASONS[reason],
    });
    if (left.length > 0) {
      const to = passTarget(seat, spec.direction, s.seats.length);
      const wasEmpty = s.queues[to].length === 0;
      s.queues[to] = [...s.queues[to], k];
      this.events.push({ type: 'passed', packId: pack.id, from: seat, to });
      if (wasEmpty && to !== seat) this.headChanged(to);
    }
    this.headChanged(seat);
    if (left.length === 0 && this.roundEmpty()) this.startRound(s.round + 1);
  }

  private roundEmpty(): boolean {
    const s = this.s;
    const n = s.seats.length;
    for (let k = s.round * n; k < (s.round + 1) * n; k++) if (s.packs[k].left.length > 0) return false;
    return true;
  }

  /** The card the bot heuristic takes for `seat` from the head of its queue (index into `cards`). */
  botChoice(seat: number): number {
    const s = this.s;
    const pack = s.packs[s.queues[seat][0]];
    const pool: PoolCard[] = [];
    for (const [owner, k, card] of s.picks) {
      if (owner !== seat) continue;
      const from = s.packs[k];
      pool.push({ facts: factsFor(s, from.cards[card].cardId), leader: s.rounds[from.round].leaders });
    }
    const candidates = pack.left.map((i) => factsFor(s, pack.cards[i].cardId));
    const chosen = chooseCard(candidates, { game: s.game, leaderRound: s.rounds[pack.round].leaders, pool }, (i) =>
      hashUnit(`${s.seed}:${seat}:${pack.cards[pack.left[i]].instanceId}`),
    );
    return pack.left[chosen];
  }

  /** Makes every pick that is due at once (last cards, bot seats) until only humans are left to pick. */
  settle(): void {
    const s = this.s;
    while (s.pausedAt === null && this.pending.length > 0) {
      const seat = this.pending.pop() as number;
      const head = s.queues[seat][0];
      if (head === undefined) continue;
      const left = s.packs[head].left;
      if (left.length === 1) this.pick(seat, left[0], 3);
      else if (s.seats[seat].botControlled) this.pick(seat, this.botChoice(seat), 1);
    }
  }

  /** Queues every seat for `settle` (after resume). */
  settleAll(): void {
    for (let seat = 0; seat < this.s.seats.length; seat++) this.pending.push(seat);
    this.settle();
  }
}

function factsFor(state: DraftState, cardId: string): CardFacts {
  return Object.prototype.hasOwnProperty.call(state.facts, cardId) ? state.facts[cardId] : UNKNOWN_FACTS;
}

function validSeat(state: DraftState, seat: unknown): seat is number {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < state.seats.length;
}

/** Applies one command. Errors are results with a stable code; the input state is never changed. */
export function applyCommand(state: DraftState, command: DraftCommand, now: number): DraftResult {
  if (typeof now !== 'number' || !Number.isFinite(now)) return fail('invalid-input', 'now must be a finite epoch ms');
  switch (command?.type) {
    case 'pick':
      return pickCommand(state, command.seat, command.packId, command.instanceId, now);
    case 'tick':
      return tick(state, now);
    case 'pause':
      return pause(state, now);
    case 'resume':
      return resume(state, now);
    case 'hand-to-bot':
      return handToBot(state, command.seat, now);
    case 'take-back':
      return takeBack(state, command.seat, now);
    default:
      return fail('unknown-command', `unknown draft command ${JSON.stringify((command as { type?: unknown })?.type)}`);
  }
}

/** The seat already took this card from this pack: a pick sent again, answered as applied (idempotent). */
export function isRepeatPick(state: DraftState, seat: number, packId: string, instanceId: string): boolean {
  const k = state.packs.findIndex((pack) => pack.id === packId);
  if (k < 0) return false;
  const card = state.packs[k].cards.findIndex((c) => c.instanceId === instanceId);
  if (card < 0 || state.packs[k].left.includes(card)) return false;
  const taken = state.picks.find((p) => p[1] === k && p[2] === card);
  return taken !== undefined && taken[0] === seat;
}

/**
 * A player's pick. The pack must be at the head of the seat's queue and hold the card (contract: 409
 * otherwise). A pick already applied for this seat returns `duplicate: true` and the same state.
 */
export function pickCommand(
  state: DraftState,
  seat: number,
  packId: string,
  instanceId: string,
  now: number,
): DraftResult {
  if (!validSeat(state, seat)) return fail('unknown-seat', `no seat ${String(seat)} in this pod`);
  if (isRepeatPick(state, seat, packId, instanceId)) return { ok: true, state, events: [], duplicate: true };
  const k = state.packs.findIndex((pack) => pack.id === packId);
  const pack = k < 0 ? undefined : state.packs[k];
  const card = pack === undefined ? -1 : pack.cards.findIndex((c) => c.instanceId === instanceId);
  if (isFinished(state)) return fail('draft-finished', 'the draft is over');
  if (state.pausedAt !== null) return fail('paused', 'the pod is paused');
  if (state.seats[seat].botControlled) return fail('seat-is-bot', 'a bot is picking for this seat; take it back first');
  if (pack === undefined) return fail('unknown-pack', `no pack ${String(packId)} in this draft`);
  if (state.queues[seat][0] !== k) return fail('not-your-pack', `pack ${packId} is not at the head of your queue`);
  if (card < 0 || !pack.left.includes(card)) {
    return fail('card-not-in-pack', `card ${String(instanceId)} is not in pack ${packId}`);
  }
  const work = new Work(state, now);
  work.pick(seat, card, 0);
  work.settle();
  return work.result();
}

/**
 * Opens the packs when the review between packs is over, then applies every timeout due at `now`: the
 * bot heuristic picks for each seat whose deadline has passed (`auto: true`, reason `timeout`), earliest
 * deadline first. Nothing happens while paused.
 */
export function tick(state: DraftState, now: number): DraftResult {
  if (isFinished(state) || state.pausedAt !== null) return unchanged(state);
  let work: Work | null = null;
  if (state.reviewing) {
    if (now < state.clockAt) return unchanged(state);
    work = new Work(state, now);
    work.openPacks();
    work.settle();
  }
  for (;;) {
    const s: DraftState = work?.s ?? state;
    let due = -1;
    for (let seat = 0; seat < s.seats.length; seat++) {
      const deadline = s.deadlines[seat];
      if (deadline !== null && deadline <= now && (due < 0 || deadline < (s.deadlines[due] as number))) due = seat;
    }
    if (due < 0 || isFinished(s) || s.reviewing) break;
    work ??= new Work(state, now);
    work.pick(due, work.botChoice(due), 2);
    work.settle();
  }
  return work === null ? unchanged(state) : work.result();
}

/** Stops every clock; picks are refused until `resume`. Pausing a paused pod changes nothing. */
export function pause(state: DraftState, now: number): DraftResult {
  if (isFinished(state)) return fail('draft-finished', 'the draft is over');
  if (state.pausedAt !== null) return unchanged(state);
  const work = new Work(state, now);
  work.s.pausedAt = now;
  work.events.push({ type: 'paused', at: now });
  return work.result();
}

/** Restarts the clocks: every deadline (and a pending review) moves later by the paused time. */
export function resume(state: DraftState, now: number): DraftResult {
  if (state.pausedAt === null) return unchanged(state);
  const work = new Work(state, now);
  const s = work.s;
  const pausedMs = Math.max(0, now - state.pausedAt);
  s.pausedAt = null;
  s.clockAt += pausedMs;
  work.events.push({ type: 'resumed', at: now, pausedMs });
  for (let seat = 0; seat < s.seats.length; seat++) {
    const deadline = s.deadlines[seat];
    if (deadline !== null) work.setDeadline(seat, deadline + pausedMs);
  }
  work.settleAll();
  return work.result();
}

/** The organizer hands a seat to a bot, which picks at once whenever a pack waits. */
export function handToBot(state: DraftState, seat: number, now: number): DraftResult {
  if (!validSeat(state, seat)) return fail('unknown-seat', `no seat ${String(seat)} in this pod`);
  if (isFinished(state)) return fail('draft-finished', 'the draft is over');
  if (state.seats[seat].botControlled) return unchanged(state);
  const work = new Work(state, now);
  work.s.seats[seat] = { ...state.seats[seat], botControlled: true };
  work.events.push({ type: 'seat-control', seat, botControlled: true });
  work.headChanged(seat);
  work.settle();
  return work.result();
}

/** The player takes their seat back from the bot; the pack at the head of their queue gets a fresh clock. */
export function takeBack(state: DraftState, seat: number, now: number): DraftResult {
  if (!validSeat(state, seat)) return fail('unknown-seat', `no seat ${String(seat)} in this pod`);
  if (state.seats[seat].bot) return fail('bot-seat', `seat ${seat} is a bot seat with no player`);
  if (isFinished(state)) return fail('draft-finished', 'the draft is over');
  if (!state.seats[seat].botControlled) return unchanged(state);
  const work = new Work(state, now);
  work.s.seats[seat] = { ...state.seats[seat], botControlled: false };
  work.events.push({ type: 'seat-control', seat, botControlled: false });
  work.headChanged(seat);
  work.settle();
  return work.result();
}
