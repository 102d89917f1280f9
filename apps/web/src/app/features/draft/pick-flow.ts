import { signal } from '@angular/core';
import type { PickAck, PickCommand, PlayerView, Problem } from '@cantina/contract';
import { ApiError, toApiError } from '../../core/api/api-error';

/** How the flow talks to the server: the socket pick with its ack, and a fresh `me` after a failure. */
export interface PickTransport {
  pick(command: PickCommand): Promise<PickAck>;
  /** Asks for the current view again (the answer comes back through `receive`). */
  resync(): void;
}

/** Packs the seat holds: the one in front of it and those waiting behind it. */
function held(view: PlayerView): number {
  return view.queue + (view.pack ? 1 : 0);
}

/**
 * True when `next` is older than `current` (an ack or a fetch overtaken by a later push). Between two
 * picks of the seat only packs arrive; a pick moves `pickNumber` on, a new round `packNumber`, and the
 * pool only grows (compared only when both views show it: a competitive round hides it).
 */
export function isStale(next: PlayerView, current: PlayerView): boolean {
  if (current.phase === 'done' && next.phase !== 'done') return true;
  if (next.packNumber !== current.packNumber) return next.packNumber < current.packNumber;
  if (next.pickNumber !== current.pickNumber) return next.pickNumber < current.pickNumber;
  if (!next.poolHidden && !current.poolHidden && next.pool.length !== current.pool.length) {
    return next.pool.length < current.pool.length;
  }
  return held(next) < held(current);
}

/**
 * True when `view` is past the pick `command` tried: the pack is no longer in front of the player, or
 * the card is in the pool. Whatever became of that pick (applied, or the pack moved on by a timeout),
 * a problem it met is no longer news.
 */
export function isPastPick(view: PlayerView, command: PickCommand): boolean {
  return view.pack?.id !== command.packId || view.pool.some((card) => card.instanceId === command.instanceId);
}

export function problemError(problem: Problem): ApiError {
  return new ApiError(problem.status, problem.code, problem.detail, problem.title, problem.errors ?? []);
}

/**
 * The pick screen's state: the player's latest view from any source (socket push, ack, REST) with
 * stale ones dropped, the deadline, and one pick at a time. A refused or unconfirmed pick shows its
 * problem and asks the server for the current view; a view past that pick (e.g. the `me` of a
 * reconnect after the pick landed) ends the wait and clears the problem.
 */
export class PickFlow {
  private readonly view = signal<PlayerView | null>(null);
  private readonly clock = signal<string | null>(null);
  private readonly sending = signal<PickCommand | null>(null);
  private readonly failure = signal<ApiError | null>(null);
  /** The latest pick sent that no view has shown to be over yet. */
  private attempt: PickCommand | null = null;

  readonly me = this.view.asReadonly();
  readonly deadline = this.clock.asReadonly();
  /** The pick on its way; nothing else is sent meanwhile. */
  readonly pending = this.sending.asReadonly();
  readonly error = this.failure.asReadonly();

  constructor(private readonly transport: PickTransport) {}

  /** Takes a view unless it is older than the one shown; returns whether it was taken. */
  receive(next: PlayerView): boolean {
    const current = this.view();
    if (current && isStale(next, current)) return false;
    // A view for a pick after the leader rounds leaves the drafted leaders out (they cannot change): keep ours.
    this.view.set(next.leaders === undefined && current?.leaders ? { ...next, leaders: current.leaders } : next);
    this.clock.set(next.deadline);
    const attempt = this.attempt;
    if (attempt && isPastPick(next, attempt)) {
      this.attempt = null;
      this.failure.set(null);
      if (this.sending() === attempt) this.sending.set(null);
    }
    return true;
  }

  /** A `timer` push: the deadline moved (pause, resume, a new pack). */
  timer(deadline: string | null): void {
    this.clock.set(deadline);
  }

  clearError(): void {
    this.failure.set(null);
  }

  /** Shows a problem that came from elsewhere (e.g. taking the seat back). */
  fail(error: ApiError): void {
    this.failure.set(error);
  }

  /** Picks a card of the pack in front of the player; false when refused, unconfirmed or not sent. */
  async pick(instanceId: string): Promise<boolean> {
    const pack = this.view()?.pack;
    if (this.sending() || !pack || !pack.cards.some((card) => card.instanceId === instanceId)) return false;
    const command: PickCommand = { packId: pack.id, instanceId };
    this.sending.set(command);
    this.attempt = command;
    this.failure.set(null);
    let ok = false;
    try {
      const ack = await this.transport.pick(command);
      if (ack.ok) {
        this.receive(ack.me);
        ok = true;
      } else if (this.attempt === command) {
        this.failure.set(problemError(ack.error));
      }
    } catch (caught) {
      // Unconfirmed; a view already past the pick (it landed) has said all there is to say.
      if (this.attempt === command) this.failure.set(toApiError(caught));
    } finally {
      if (this.sending() === command) this.sending.set(null);
    }
    if (!ok && this.attempt === command) this.transport.resync();
    return ok;
  }
}
