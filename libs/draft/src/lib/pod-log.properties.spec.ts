import fc from 'fast-check';
import { createDraft } from './create-draft';
import { applyCommand } from './engine';
import { changesState, foldLog, LogReplayError, type LoggedCommand } from './pod-log';
import { deepFreeze, fixtureInput, ok } from './testing/fixtures';
import type { DraftCommand, DraftGame, DraftState, TimerSettings } from './types';
import { isFinished, nextDeadline, viewFor } from './views';

const T0 = Date.UTC(2026, 0, 10, 18, 0, 0);

/** One step a generated session takes, read against the state it meets (so most picks are valid). */
interface Action {
  kind: number;
  a: number;
  b: number;
  wait: number;
}

const actions = fc.array(
  fc.record({
    kind: fc.integer({ min: 0, max: 9 }),
    a: fc.nat(),
    b: fc.nat(),
    wait: fc.integer({ min: 0, max: 40_000 }),
  }),
  { maxLength: 400 },
);

const pods = fc.record({
  game: fc.constantFrom<DraftGame>('swu', 'destiny', 'swtcg'),
  seats: fc.integer({ min: 1, max: 6 }),
  rounds: fc.integer({ min: 1, max: 3 }),
  packSize: fc.integer({ min: 1, max: 8 }),
  humans: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  timer: fc.constantFrom<TimerSettings>(
    { mode: 'off' },
    { mode: 'competitive' },
    { mode: 'casual', pickSeconds: 5, leaderSeconds: 3, reviewSeconds: 10 },
  ),
  seed: fc.string({ maxLength: 4 }),
});

function command(state: DraftState, { kind, a, b }: Action): DraftCommand {
  const n = state.seats.length;
  if (kind <= 4) {
    // A pick, most often of a card the seat really holds; sometimes a stale or foreign one.
    const seat = a % n;
    const view = viewFor(state, seat);
    const pack = kind === 4 || view.pack === null ? state.packs[b % state.packs.length] : view.pack;
    return { type: 'pick', seat, packId: pack.id, instanceId: pack.cards[b % pack.cards.length].instanceId };
  }
  if (kind <= 6) return { type: 'tick' };
  if (kind === 7) return { type: state.pausedAt === null ? 'pause' : 'resume' };
  return { type: kind === 8 ? 'hand-to-bot' : 'take-back', seat: a % n };
}

/**
 * Runs a session the way the API does: every command on the current state, and only the commands that
 * changed it logged, numbered 1, 2, 3... Returns the state after each version and the log.
 */
function session(start: DraftState, steps: readonly Action[]) {
  let state = deepFreeze(start);
  let now = T0;
  const states = [state];
  const log: LoggedCommand[] = [];
  for (const step of steps) {
    if (isFinished(state)) break;
    now += step.wait;
    // Ticks now and then land exactly on the next deadline, as the ticker's would.
    if (step.kind === 6) now = Math.max(now, nextDeadline(state) ?? now);
    const cmd = command(state, step);
    const result = applyCommand(state, cmd, now);
    if (!changesState(state, result) || !result.ok) continue;
    state = deepFreeze(result.state);
    log.push({ version: log.length + 1, command: cmd, at: now });
    states.push(state);
  }
  return { states, log };
}

/** Through JSON, as the state and the log are stored (jsonb). */
const stored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('pod log fold (issue 13 item 1)', () => {
  it('folding the snapshot with the log gives the state of applying the commands one by one', () => {
    fc.assert(
      fc.property(pods, actions, (options, steps) => {
        const facts = ok(createDraft(fixtureInput(options), T0));
        const { states, log } = session(facts, steps);
        const folded = foldLog({ version: 0, state: stored(facts) }, stored(log));
        expect(folded.version).toBe(log.length);
        expect(stored(folded.state)).toEqual(stored(states[states.length - 1]));
      }),
      { numRuns: 120 },
    );
  });

  it('folding a cached state with the tail equals folding from scratch', () => {
    fc.assert(
      fc.property(pods, actions, fc.nat(), (options, steps, at) => {
        const facts = ok(createDraft(fixtureInput(options), T0));
        const { states, log } = session(facts, steps);
        const cachedAt = at % states.length;
        const cached = { version: cachedAt, state: states[cachedAt] };
        // The whole log is handed over: entries the cache already has are skipped.
        const fromCache = foldLog(cached, stored(log));
        const fromScratch = foldLog({ version: 0, state: facts }, log);
        expect(fromCache.version).toBe(fromScratch.version);
        expect(stored(fromCache.state)).toEqual(stored(fromScratch.state));
        expect(stored(foldLog(cached, log.slice(cachedAt)).state)).toEqual(stored(fromScratch.state));
      }),
      { numRuns: 120 },
    );
  });

  it('a log with a gap or a command that does not replay is refused, never folded silently', () => {
    fc.assert(
      fc.property(pods, actions, fc.nat(), (options, steps, at) => {
        const facts = ok(createDraft(fixtureInput(options), T0));
        const { log } = session(facts, steps);
        fc.pre(log.length >= 2);
        const missing = at % (log.length - 1);
        const gapped = log.filter((_, i) => i !== missing);
        expect(() => foldLog({ version: 0, state: facts }, gapped)).toThrow(LogReplayError);
      }),
      { numRuns: 60 },
    );
    const facts = ok(createDraft(fixtureInput({ seats: 2 }), T0));
    const bogus: LoggedCommand = {
      version: 1,
      command: { type: 'pick', seat: 0, packId: 'x', instanceId: 'y' },
      at: T0,
    };
    expect(() => foldLog({ version: 0, state: facts }, [bogus])).toThrow(LogReplayError);
  });

  it('only commands that change the state are logged', () => {
    const facts = ok(createDraft(fixtureInput({ seats: 2, timer: { mode: 'off' } }), T0));
    expect(changesState(facts, applyCommand(facts, { type: 'tick' }, T0 + 1))).toBe(false);
    expect(changesState(facts, applyCommand(facts, { type: 'resume' }, T0 + 1))).toBe(false);
    const view = viewFor(facts, 0);
    const pick: DraftCommand = {
      type: 'pick',
      seat: 0,
      packId: view.pack?.id ?? '',
      instanceId: view.pack?.cards[0].instanceId ?? '',
    };
    const picked = applyCommand(facts, pick, T0 + 1);
    expect(changesState(facts, picked)).toBe(true);
    const after = ok(picked);
    expect(changesState(after, applyCommand(after, pick, T0 + 2))).toBe(false);
  });
});
