import { Logger } from '@nestjs/common';
import { PodLogBatcher } from './pod-log-batcher';
import type { PodAppend, PodStore } from './pod-store';

/** One `appendMany` statement the fake store received; the test settles it by hand. */
interface Statement {
  pods: string[];
  appends: readonly PodAppend[];
  /** Commits the statement, reporting these pods as logged (default: all of them). */
  commit(logged?: string[]): void;
  fail(error: Error): void;
}

/** Stands in for `PodStore`: only `appendMany`, the one method the batcher calls. */
function fakeStore() {
  const statements: Statement[] = [];
  const store = {
    appendMany(appends: readonly PodAppend[]): Promise<Set<string>> {
      return new Promise((resolve, reject) => {
        const pods = appends.map((a) => a.podId);
        statements.push({
          pods,
          appends,
          commit: (logged = pods) => resolve(new Set(logged)),
          fail: reject,
        });
      });
    },
  };
  return { store: store as unknown as PodStore, statements };
}

/** Only the pod matters to the batcher; `pick` names the append so a test can tell two of one pod apart. */
const append = (podId: string, pick = 1) => ({ podId, entry: { version: pick } }) as unknown as PodAppend;

/** Lets every pending promise callback run (the batcher waits on no timer). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Records how a caller's promise ended, without awaiting it. */
function outcome(promise: Promise<boolean>) {
  const seen: { value?: boolean; error?: unknown } = {};
  promise.then(
    (value) => (seen.value = value),
    (error: unknown) => (seen.error = error),
  );
  return seen;
}

describe('PodLogBatcher (group commit)', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('sends an append at once while fewer than 2 statements run; later ones share the next statement', async () => {
    const { store, statements } = fakeStore();
    const batcher = new PodLogBatcher(store);
    const results = ['a', 'b', 'c', 'd', 'e'].map((pod) => batcher.append(append(pod)));
    await settle();
    // a and b went out alone (nothing waited on a timer); c, d and e wait for a free slot.
    expect(statements.map((s) => s.pods)).toEqual([['a'], ['b']]);

    statements[1].commit();
    await settle();
    expect(statements.map((s) => s.pods)).toEqual([['a'], ['b'], ['c', 'd', 'e']]);
    statements[0].commit();
    statements[2].commit();
    await expect(Promise.all(results)).resolves.toEqual([true, true, true, true, true]);
    expect(statements).toHaveLength(3);
  });

  it('carries at most one append per pod in a statement: the second of a pod waits for a later one', async () => {
    const { store, statements } = fakeStore();
    const batcher = new PodLogBatcher(store);
    void batcher.append(append('x'));
    void batcher.append(append('y'));
    const a1 = outcome(batcher.append(append('a', 1)));
    const a2 = outcome(batcher.append(append('a', 2)));
    const b1 = outcome(batcher.append(append('b', 1)));
    await settle();
    expect(statements.map((s) => s.pods)).toEqual([['x'], ['y']]);

    statements[0].commit();
    await settle();
    expect(statements[2].pods).toEqual(['a', 'b']);
    statements[2].commit();
    await settle();
    expect(a1).toEqual({ value: true });
    expect(b1).toEqual({ value: true });
    expect(a2).toEqual({});
    statements[1].commit();
    await settle();
    expect(statements.map((s) => s.pods)).toEqual([['x'], ['y'], ['a', 'b'], ['a']]);
    expect(statements[3].appends[0].entry.version).toBe(2);
    statements[3].commit();
    await settle();
    expect(a2).toEqual({ value: true });
  });

  it('tells each caller its own result: logged only when the statement returned its pod', async () => {
    const { store, statements } = fakeStore();
    const batcher = new PodLogBatcher(store);
    void batcher.append(append('x'));
    void batcher.append(append('y'));
    const results = ['a', 'b', 'c'].map((pod) => batcher.append(append(pod)));
    await settle();
    statements[0].commit();
    await settle();
    expect(statements[2].pods).toEqual(['a', 'b', 'c']);
    // b's pod had moved on (stale version): the statement did not bump it.
    statements[2].commit(['a', 'c']);
    await expect(Promise.all(results)).resolves.toEqual([true, false, true]);
  });

  it('retries a failed statement one append at a time, so only the bad append rejects', async () => {
    const { store, statements } = fakeStore();
    const batcher = new PodLogBatcher(store);
    void batcher.append(append('x'));
    void batcher.append(append('y'));
    const a = outcome(batcher.append(append('a')));
    const bad = outcome(batcher.append(append('bad')));
    const c = outcome(batcher.append(append('c')));
    await settle();
    statements[0].commit();
    await settle();
    expect(statements[2].pods).toEqual(['a', 'bad', 'c']);

    statements[2].fail(new Error('duplicate key value violates unique constraint "picks_pkey"'));
    await settle();
    expect(statements.slice(3).map((s) => s.pods)).toEqual([['a'], ['bad'], ['c']]);
    expect([a, bad, c]).toEqual([{}, {}, {}]);
    const rowError = new Error('duplicate key value violates unique constraint "picks_pkey"');
    statements[3].commit();
    statements[4].fail(rowError);
    statements[5].commit([]);
    await settle();
    expect(a).toEqual({ value: true });
    expect(bad).toEqual({ error: rowError });
    expect(c).toEqual({ value: false });
  });

  it('a statement of one append that fails rejects that caller and frees its slot', async () => {
    const { store, statements } = fakeStore();
    const batcher = new PodLogBatcher(store);
    const lone = batcher.append(append('a'));
    await settle();
    statements[0].fail(new Error('connection lost'));
    await expect(lone).rejects.toThrow('connection lost');
    // Not retried (it already was alone), and the batcher goes on.
    expect(statements).toHaveLength(1);
    const next = batcher.append(append('b'));
    await settle();
    expect(statements[1].pods).toEqual(['b']);
    statements[1].commit();
    await expect(next).resolves.toBe(true);
  });

  it('puts at most 128 appends in one statement, the rest in the next ones, in arrival order', async () => {
    const { store, statements } = fakeStore();
    const batcher = new PodLogBatcher(store);
    const pods = Array.from({ length: 302 }, (_, i) => `pod${i}`);
    const results = pods.map((pod) => batcher.append(append(pod)));
    await settle();
    expect(statements.map((s) => s.pods.length)).toEqual([1, 1]);
    statements[0].commit();
    statements[1].commit();
    await settle();
    expect(statements.map((s) => s.pods.length)).toEqual([1, 1, 128, 128]);
    statements[2].commit();
    await settle();
    expect(statements.map((s) => s.pods.length)).toEqual([1, 1, 128, 128, 44]);
    statements[3].commit();
    statements[4].commit();
    await expect(Promise.all(results)).resolves.toEqual(pods.map(() => true));
    expect(statements.flatMap((s) => s.pods)).toEqual(pods);
  });
});
