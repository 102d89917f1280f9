import type { QueryResult } from 'pg';
import { NotifyBatcher } from './notify-batcher';

/** A `send` the test answers statement by statement. */
function fakeSend() {
  const statements: { sql: string; values: unknown[]; answer: (error?: Error) => void }[] = [];
  const send = (sql: string, values: unknown[]) =>
    new Promise<QueryResult>((resolve, reject) =>
      statements.push({ sql, values, answer: (error) => (error ? reject(error) : resolve({} as QueryResult)) }),
    );
  return { statements, send };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('NotifyBatcher', () => {
  it('sends the first notification at once and the ones arriving meanwhile together, in order', async () => {
    const { statements, send } = fakeSend();
    const batcher = new NotifyBatcher(send);
    const first = batcher.notify('socket.io#/events', 'a');
    const later = [batcher.notify('socket.io#/events', 'b'), batcher.notify('other', 'c')];
    await settle();
    expect(statements.map((s) => s.values)).toEqual([[['socket.io#/events'], ['a']]]);
    expect(statements[0].sql).toContain('unnest($1::text[], $2::text[])');
    statements[0].answer();
    await first;
    await settle();
    expect(statements[1].values).toEqual([
      ['socket.io#/events', 'other'],
      ['b', 'c'],
    ]);
    statements[1].answer();
    await Promise.all(later);
  });

  it('fails every notification of a failed statement, and goes on with the next ones', async () => {
    const { statements, send } = fakeSend();
    const batcher = new NotifyBatcher(send);
    const failed = batcher.notify('ch', 'a');
    await settle();
    const next = batcher.notify('ch', 'b');
    statements[0].answer(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await settle();
    expect(statements[1].values).toEqual([['ch'], ['b']]);
    statements[1].answer();
    await expect(next).resolves.toBeUndefined();
  });

  it('puts at most 256 notifications in one statement', async () => {
    const { statements, send } = fakeSend();
    const batcher = new NotifyBatcher(send);
    const all = [batcher.notify('ch', 'first')];
    await settle();
    for (let i = 0; i < 300; i++) all.push(batcher.notify('ch', `n${i}`));
    statements[0].answer();
    await settle();
    expect((statements[1].values[1] as string[]).length).toBe(256);
    statements[1].answer();
    await settle();
    expect(statements[2].values[1]).toEqual(Array.from({ length: 44 }, (_, i) => `n${256 + i}`));
    statements[2].answer();
    await Promise.all(all);
  });
});
