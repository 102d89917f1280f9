import fc from 'fast-check';
import { createDraft } from './create-draft';
import { applyCommand } from './engine';
import { seededRandom } from './random';
import { passTarget } from './seating';
import { deepFreeze, fixtureInput, inputInstances, ok, type FixtureOptions } from './testing/fixtures';
import type { CreateDraftInput, DraftCommand, DraftGame, DraftResult, DraftState, TimerSettings } from './types';
import { draftLog, inReview, lastAutoPick, nextDeadline, viewFor } from './views';

const T0 = Date.UTC(2026, 0, 10, 18, 0, 0);

const timers = fc.constantFrom<TimerSettings>(
  { mode: 'off' },
  { mode: 'competitive' },
  { mode: 'casual', pickSeconds: 20 },
  { mode: 'casual', pickSeconds: 5, leaderSeconds: 3, reviewSeconds: 10 },
);

/** A random pod: game, seats, rounds, pack sizes, people and bots, timers, shared pile. */
const pods: fc.Arbitrary<FixtureOptions> = fc.record({
  game: fc.constantFrom<DraftGame>('swu', 'destiny', 'swtcg'),
  seats: fc.integer({ min: 1, max: 8 }),
  rounds: fc.integer({ min: 0, max: 4 }),
  packSize: fc.integer({ min: 1, max: 15 }),
  leaders: fc.integer({ min: 1, max: 3 }),
  humans: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  sharedPile: fc.integer({ min: 0, max: 3 }),
  setAsidePerPack: fc.integer({ min: 0, max: 2 }),
  timer: timers,
  seed: fc.string({ maxLength: 6 }),
});

function fixed(options: FixtureOptions): CreateDraftInput {
  const rounds = options.game === 'swu' ? (options.rounds ?? 0) : Math.max(1, options.rounds ?? 1);
  return fixtureInput({ ...options, rounds, setAsidePerPack: options.game === 'swu' ? options.setAsidePerPack : 0 });
}

const isDone = (state: DraftState) => state.round >= state.rounds.length;

function assert(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const VIEW_KEYS = ['deadline', 'pack', 'packNumber', 'passDirection', 'phase', 'pickNumber', 'pool', 'queue'];
/** Cantina's additions to `me` for the phone (views.ts). */
const PHONE_KEYS = ['botControlled', 'paused', 'seat'];

/**
 * The view's keys: the contract's and the phone's, `poolHidden` with competitive timers, `reviewUntil`
 * between packs, `lastAutoPick` while the seat's latest pick was made on timeout.
 */
function viewKeys(state: DraftState, seat: number): string {
  const keys = [...VIEW_KEYS, ...PHONE_KEYS];
  if (lastAutoPick(state, seat)) keys.push('lastAutoPick');
  if (state.timer.mode === 'competitive') keys.push('poolHidden');
  if (inReview(state)) keys.push('reviewUntil');
  return keys.sort().join();
}

/**
 * Checks that hold after every command: information hiding and bookkeeping. Plain checks (no
 * `expect`) because they run on every step of every generated draft.
 */
function checkViews(state: DraftState): void {
  const seen = new Set<string>();
  const owners = new Map<string, number>();
  for (const [seat, pack, card] of state.picks) owners.set(state.packs[pack].cards[card].instanceId, seat);
  for (let seat = 0; seat < state.seats.length; seat++) {
    const view = viewFor(state, seat);
    assert(Object.keys(view).sort().join() === viewKeys(state, seat), `view keys ${Object.keys(view).join()}`);
    // Competitive: the pool only between packs (contract rev 2, swu.md "Tournaments").
    if (state.timer.mode === 'competitive') {
      const hidden = !isDone(state) && !inReview(state);
      assert(view.poolHidden === hidden, `seat ${seat} poolHidden ${String(view.poolHidden)}`);
      if (hidden) assert(view.pool.length === 0, `seat ${seat} sees its pool during a pack`);
    }
    // During the review no pack is open and no clock runs.
    if (inReview(state)) assert(view.pack === null && view.deadline === null, `seat ${seat} has a pack in review`);
    // Only the pack at the head of this seat's own queue, and only the cards still in it.
    if (view.pack !== null) {
      const head = state.packs[state.queues[seat][0]];
      assert(view.pack.id === head.id, `seat ${seat} sees pack ${view.pack.id}, not its head ${head.id}`);
      assert(view.pack.cards.length === head.left.length, `seat ${seat} sees other cards than its pack's`);
      view.pack.cards.forEach((card, i) => {
        assert(card.instanceId === head.cards[head.left[i]].instanceId, `seat ${seat} sees a wrong card`);
        assert(!owners.has(card.instanceId), `seat ${seat} sees ${card.instanceId}, already picked`);
        assert(!seen.has(card.instanceId), `${card.instanceId} is in two views`);
        seen.add(card.instanceId);
      });
    } else {
      assert(state.queues[seat].length === 0, `seat ${seat} has packs but sees none`);
    }
    // Only this seat's own picks in its pool.
    for (const card of view.pool) {
      assert(owners.get(card.instanceId) === seat, `seat ${seat}'s pool holds ${card.instanceId} of another seat`);
      assert(!seen.has(card.instanceId), `${card.instanceId} is in two views`);
      seen.add(card.instanceId);
    }
    // A seat with a pack at its head is a person with 2+ cards to choose from and a clock when timers run.
    const head = state.queues[seat][0];
    if (head !== undefined && state.pausedAt === null) {
      assert(state.packs[head].left.length > 1, `seat ${seat} was not given its last card`);
      assert(!state.seats[seat].botControlled, `bot seat ${seat} did not pick`);
      assert((state.deadlines[seat] !== null) === (state.timer.mode !== 'off'), `seat ${seat} clock`);
    }
  }
}

/** Checks on a finished draft: conservation, pack paths, the log's numbering and auto flags. */
function checkFinished(input: CreateDraftInput, state: DraftState): void {
  expect(isDone(state)).toBe(true);
  const log = draftLog(state);
  const pools = state.seats.flatMap((_, seat) => viewFor(state, seat).pool.map((c) => c.instanceId));
  const pile = state.sharedPile.map((c) => c.instanceId);
  // Every card of every pack ends in exactly one pool or the shared pile.
  expect([...pools, ...pile].sort()).toEqual(inputInstances(input).sort());
  expect(new Set([...pools, ...pile]).size).toBe(pools.length + pile.length);
  // The path of every pack follows the direction of its round, starting with the seat that opened it.
  const n = state.seats.length;
  for (const pack of state.packs) {
    const path = log.picks.filter((p) => p.packId === pack.id).map((p) => p.seat);
    expect(path).toHaveLength(pack.cards.length);
    expect(path[0]).toBe(pack.seat);
    const direction = state.rounds[pack.round].direction;
    for (let i = 1; i < path.length; i++) expect(path[i]).toBe(passTarget(path[i - 1], direction, n));
    // The last card of a pack is always automatic.
    expect(log.picks.filter((p) => p.packId === pack.id).at(-1)?.auto).toBe(true);
  }
  // Picks are numbered 1, 2, 3... per seat and round, and rounds come in order.
  for (let seat = 0; seat < n; seat++) {
    const mine = log.picks.filter((p) => p.seat === seat);
    for (const round of state.rounds) {
      const numbers = mine.filter((p) => p.packNumber === round.packNumber).map((p) => p.pickNumber);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    }
    const packNumbers = mine.map((p) => p.packNumber);
    expect(packNumbers).toEqual([...packNumbers].sort((a, b) => a - b));
  }
  expect(state.deadlines.every((d) => d === null)).toBe(true);
  for (let seat = 0; seat < n; seat++) expect(viewFor(state, seat)).toMatchObject({ phase: 'done', pack: null });
}

interface Step {
  command: DraftCommand;
  now: number;
}

/**
 * Drives a draft with random commands (picks by people, ticks, pauses, hand-overs, duplicates, bad
 * picks, JSON round trips) until it is done. Returns the final state and the commands applied.
 */
function drive(start: DraftState, seed: number, onStep: (before: DraftState, step: Step, result: DraftResult) => void) {
  const random = seededRandom(`drive:${seed}`);
  const below = (n: number) => Math.floor(random() * n);
  let state = deepFreeze(start);
  let now = T0;
  let lastPick: DraftCommand | null = null;
  const steps: Step[] = [];
  for (let i = 0; !isDone(state); i++) {
    now += below(4000);
    const n = state.seats.length;
    const roll = random();
    let command: DraftCommand;
    if (i > 2000) {
      // Wrap up: resume, let bots finish, open the packs once a review between packs is over.
      if (state.pausedAt === null && state.reviewing) now = Math.max(now, state.clockAt);
      command =
        state.pausedAt !== null
          ? { type: 'resume' }
          : state.reviewing
            ? { type: 'tick' }
            : { type: 'hand-to-bot', seat: below(n) };
    } else if (roll < 0.55) {
      const ready = state.seats.map((_, seat) => seat).filter((seat) => state.queues[seat].length > 0);
      const seat = ready.length > 0 ? ready[below(ready.length)] : below(n);
      const view = viewFor(state, seat);
      command =
        view.pack === null
          ? { type: 'tick' }
          : {
              type: 'pick',
              seat,
              packId: view.pack.id,
              instanceId: view.pack.cards[below(view.pack.cards.length)].instanceId,
            };
    } else if (roll < 0.7) {
      const deadline = nextDeadline(state);
      if (deadline !== null && random() < 0.7) now = Math.max(now, deadline + below(2));
      command = { type: 'tick' };
    } else if (roll < 0.77) {
      command = { type: state.pausedAt === null ? 'pause' : 'resume' };
    } else if (roll < 0.84) {
      command = { type: random() < 0.5 ? 'hand-to-bot' : 'take-back', seat: below(n) };
    } else if (roll < 0.9 && lastPick !== null) {
      command = lastPick;
    } else if (roll < 0.95) {
      const pack = state.packs[below(state.packs.length)];
      command = {
        type: 'pick',
        seat: below(n),
        packId: pack.id,
        instanceId: pack.cards[below(pack.cards.length)].instanceId,
      };
    } else {
      state = deepFreeze(JSON.parse(JSON.stringify(state)) as DraftState);
      continue;
    }
    const result = applyCommand(state, command, now);
    onStep(state, { command, now }, result);
    steps.push({ command, now });
    if (result.ok) {
      if (command.type === 'pick' && !result.duplicate) lastPick = command;
      state = deepFreeze(result.state);
    }
  }
  return { state, steps };
}

function replay(input: CreateDraftInput, steps: Step[]): DraftState {
  let state = ok(createDraft(input, T0));
  for (const { command, now } of steps) {
    const result = applyCommand(state, command, now);
    if (result.ok) state = result.state;
  }
  return state;
}

describe('draft engine properties (issue 5 item 8)', () => {
  it('random drafts: cards conserved, pack paths follow their round, views hide other seats, replay is exact', () => {
    fc.assert(
      fc.property(pods, fc.integer(), (options, seed) => {
        const input = fixed(options);
        const created = createDraft(input, T0);
        if (!created.ok) throw new Error(created.error.message);
        checkViews(created.state);
        const { state, steps } = drive(created.state, seed, (before, { command }, result) => {
          if (result.ok) checkViews(result.state);
          if (result.ok && result.duplicate) expect(result.state).toBe(before);
          if (result.ok && command.type === 'pick' && !result.duplicate) {
            const mine = result.events.find((e) => e.type === 'picked');
            expect(mine).toMatchObject({ seat: command.seat, instanceId: command.instanceId, auto: false });
          }
        });
        checkFinished(input, state);
        expect(JSON.parse(JSON.stringify(replay(input, steps)))).toEqual(JSON.parse(JSON.stringify(state)));
      }),
      { numRuns: 70 },
    );
  });

  it('a full 8-seat swu draft gives every seat 3 leaders and 42 cards', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        fc.integer(),
        timers,
        (humans, seed, timer) => {
          const input = fixtureInput({
            game: 'swu',
            seats: 8,
            rounds: 3,
            packSize: 14,
            humans,
            timer,
            setAsidePerPack: 2,
          });
          const { state } = drive(ok(createDraft(input, T0)), seed, () => undefined);
          checkFinished(input, state);
          const log = draftLog(state);
          expect(state.rounds.map((r) => [r.packNumber, r.direction])).toEqual([
            [0, 'right'],
            [1, 'left'],
            [2, 'right'],
            [3, 'left'],
          ]);
          for (let seat = 0; seat < 8; seat++) {
            const pool = viewFor(state, seat).pool;
            expect(pool).toHaveLength(45);
            expect(pool.filter((c) => c.cardId.startsWith('L'))).toHaveLength(3);
            expect(log.picks.filter((p) => p.seat === seat && p.packNumber > 0)).toHaveLength(42);
          }
          expect(state.sharedPile).toHaveLength(48);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('timeouts pick automatically, marked auto, when their deadline passes', () => {
    fc.assert(
      fc.property(pods, fc.integer({ min: 0, max: 5000 }), (options, lateness) => {
        const timer: TimerSettings =
          options.timer?.mode === 'off' ? { mode: 'competitive' } : (options.timer as TimerSettings);
        const input = fixed({ ...options, timer, humans: Array(8).fill(true) });
        let state = ok(createDraft(input, T0));
        // Nobody picks: only the clock moves the draft.
        for (let ticks = 0; !isDone(state); ticks++) {
          const deadline = nextDeadline(state) as number;
          expect(deadline).not.toBeNull();
          expect(tickAt(state, deadline - 1)).toBe(state);
          const result = applyCommand(state, { type: 'tick' }, deadline + lateness);
          if (!result.ok) throw new Error(result.error.message);
          const picked = result.events.filter((e) => e.type === 'picked');
          // The end of a review between packs opens the packs; every other deadline makes picks.
          if (state.reviewing) expect(result.events[0]).toMatchObject({ type: 'round-started' });
          else expect(picked.length).toBeGreaterThan(0);
          expect(picked.every((e) => e.type === 'picked' && e.auto && e.reason !== 'player')).toBe(true);
          state = result.state;
          expect(state.deadlines.every((d) => d === null || d > deadline + lateness)).toBe(true);
          expect(ticks).toBeLessThan(1000);
        }
        checkFinished(input, state);
        expect(draftLog(state).picks.every((p) => p.auto)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('pause stops the clock: no timeout while paused, deadlines move by the paused time', () => {
    fc.assert(
      fc.property(pods, fc.integer(), fc.integer({ min: 0, max: 600_000 }), (options, seed, pausedMs) => {
        const timer: TimerSettings =
          options.timer?.mode === 'off' ? { mode: 'competitive' } : (options.timer as TimerSettings);
        const input = fixed({ ...options, timer, humans: Array(8).fill(true) });
        let state = ok(createDraft(input, T0));
        // Some picks first, to stop at a random point.
        const random = seededRandom(`pause:${seed}`);
        let now = T0;
        for (let i = Math.floor(random() * 40); i > 0 && !isDone(state); i--) {
          now += 500;
          const seat = state.queues.findIndex((q) => q.length > 0);
          if (seat < 0) break; // the review between packs: no pack anywhere
          const view = viewFor(state, seat);
          if (view.pack === null) break;
          state = ok(
            applyCommand(
              state,
              { type: 'pick', seat, packId: view.pack.id, instanceId: view.pack.cards[0].instanceId },
              now,
            ),
          );
        }
        fc.pre(!isDone(state));
        const before = state.deadlines;
        const paused = ok(applyCommand(state, { type: 'pause' }, now));
        expect(nextDeadline(paused)).toBeNull();
        expect(paused.seats.map((_, seat) => viewFor(paused, seat).deadline)).toEqual(paused.seats.map(() => null));
        // However late, a tick while paused does nothing; picks are refused.
        expect(tickAt(paused, now + pausedMs + 10 * 3600_000)).toBe(paused);
        const seat = paused.queues.findIndex((q) => q.length > 0);
        const view = seat < 0 ? null : viewFor(paused, seat);
        if (view?.pack) {
          const refused = applyCommand(
            paused,
            { type: 'pick', seat, packId: view.pack.id, instanceId: view.pack.cards[0].instanceId },
            now + 1,
          );
          expect(refused).toMatchObject({ ok: false, error: { code: 'paused' } });
        }
        const resumed = ok(applyCommand(paused, { type: 'resume' }, now + pausedMs));
        expect(resumed.deadlines).toEqual(before.map((d) => (d === null ? null : d + pausedMs)));
        // A review between packs is paused too: the packs open that much later.
        if (state.reviewing) expect(nextDeadline(resumed)).toBe(state.clockAt + pausedMs);
      }),
      { numRuns: 100 },
    );
  });

  it('a duplicate pick is idempotent, however much later it comes', () => {
    fc.assert(
      fc.property(pods, fc.integer(), (options, seed) => {
        const input = fixed(options);
        const picks: DraftCommand[] = [];
        let replayed = 0;
        drive(ok(createDraft(input, T0)), seed, (_, { command, now }, result) => {
          if (!result.ok) return;
          if (command.type === 'pick' && !result.duplicate) picks.push(command);
          // Send one of the earlier picks again, at a later moment.
          const earlier = picks[Math.abs(seed + picks.length) % Math.max(1, picks.length)];
          if (earlier === undefined) return;
          const again = applyCommand(result.state, earlier, now + 1);
          expect(again).toEqual({ ok: true, state: result.state, events: [], duplicate: true });
          if (again.ok) expect(again.state).toBe(result.state);
          replayed += 1;
        });
        expect(replayed > 0 || picks.length === 0).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});

function tickAt(state: DraftState, now: number): DraftState {
  return ok(applyCommand(state, { type: 'tick' }, now));
}
