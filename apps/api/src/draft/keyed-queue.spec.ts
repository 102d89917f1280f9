import { KeyedQueue } from './keyed-queue';

/** A promise the test settles by hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every pending promise callback run (no timers: the queue chains promises only). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A work that records when it starts and finishes, and ends when the test says. */
function work<T>(name: string, log: string[], gate: ReturnType<typeof deferred<T>>) {
  return async () => {
    log.push(`start ${name}`);
    try {
      return await gate.promise;
    } finally {
      log.push(`end ${name}`);
    }
  };
}

describe('KeyedQueue', () => {
  it('runs the works of one key one at a time, in arrival order', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const gates = [deferred<number>(), deferred<number>(), deferred<number>()];
    const results = gates.map((gate, i) => queue.run('pod', work(`w${i}`, log, gate)));
    await settle();
    expect(log).toEqual(['start w0']);

    // Finishing out of order changes nothing: w2 waits for w1, which waits for w0.
    gates[2].resolve(2);
    await settle();
    expect(log).toEqual(['start w0']);
    gates[0].resolve(0);
    await settle();
    expect(log).toEqual(['start w0', 'end w0', 'start w1']);
    gates[1].resolve(1);
    await expect(Promise.all(results)).resolves.toEqual([0, 1, 2]);
    expect(log).toEqual(['start w0', 'end w0', 'start w1', 'end w1', 'start w2', 'end w2']);
  });

  it('runs the works of different keys side by side', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const a = deferred<string>();
    const b = deferred<string>();
    const ra = queue.run('pod-a', work('a', log, a));
    const rb = queue.run('pod-b', work('b', log, b));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    b.resolve('B');
    await expect(rb).resolves.toBe('B');
    expect(log).toEqual(['start a', 'start b', 'end b']);
    a.resolve('A');
    await expect(ra).resolves.toBe('A');
  });

  it('a rejected work rejects its own caller only and does not block the next', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const failed = queue.run('pod', work('first', log, first));
    const next = queue.run('pod', work('second', log, second));
    first.reject(new Error('conflict'));
    await expect(failed).rejects.toThrow('conflict');
    await settle();
    expect(log).toEqual(['start first', 'end first', 'start second']);
    second.resolve('ok');
    await expect(next).resolves.toBe('ok');
  });

  it('forgets a key once idle: a later work starts at once, not behind a finished chain', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const gate = deferred<void>();
    const done = queue.run('pod', work('old', log, gate));
    gate.resolve();
    await done;
    await settle();

    // Started synchronously: no earlier tail left to chain on.
    let started = false;
    const later = queue.run('pod', async () => {
      started = true;
    });
    expect(started).toBe(true);
    await later;
  });

  it('keeps the key while newer works queue behind a finished one', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const first = deferred<void>();
    const second = deferred<void>();
    const third = deferred<void>();
    const r1 = queue.run('pod', work('1', log, first));
    const r2 = queue.run('pod', work('2', log, second));
    first.resolve();
    await r1;
    await settle();
    // The entry of the finished first work must not be dropped while the second is still running.
    const r3 = queue.run('pod', work('3', log, third));
    await settle();
    expect(log).toEqual(['start 1', 'end 1', 'start 2']);
    second.resolve();
    third.resolve();
    await Promise.all([r2, r3]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });
});
