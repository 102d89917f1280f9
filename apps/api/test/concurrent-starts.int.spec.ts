import { call, startTestApp, type JsonResponse, type TestApp } from './test-app';

/** Every start must answer within this; a request waiting on the connection pool never would. */
const ANSWER_WITHIN_MS = 20_000;
const CONCURRENT = 32;

/** The promise, or a rejection naming what did not answer in time (a hang, not a slow answer). */
async function within<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Issue 9 item 11: each start held a pooled connection in its transaction and loaded the card set
 * through a second one, so a burst of starts took the whole pool and waited on itself forever.
 */
describe('concurrent starts never exhaust the connection pool (real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);
  afterAll(() => t.close(), 30_000);

  async function limitedEvent(format: 'swu-sealed' | 'swu-draft', seed: string) {
    const ev = (
      await call(t.baseUrl, 'POST', '/api/v1/events', {
        body: { name: 'Rush', game: 'swu', format, seed, settings: { pickTimer: 'off', podSize: 2, bots: false } },
      })
    ).body;
    for (const name of ['Ana', 'Ben']) {
      await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, { body: { name, joinCode: ev.joinCode } });
    }
    return ev as { id: string; organizerToken: string };
  }

  const start = (ev: { id: string; organizerToken: string }) =>
    call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });

  async function expectHealthy(): Promise<void> {
    const health = await within('GET /api/health', call(t.baseUrl, 'GET', '/api/health'));
    expect(health.status).toBe(200);
  }

  it.each(['swu-sealed', 'swu-draft'] as const)(
    '%s: 32 starts of the same event at once: one starts it, 31 are 409 already-started, health still answers',
    async (format) => {
      const ev = await limitedEvent(format, `same-${format}`);
      const answers: JsonResponse<{ code?: string }>[] = await within(
        `${CONCURRENT} starts of one ${format} event`,
        Promise.all(Array.from({ length: CONCURRENT }, () => start(ev))),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).toHaveLength(CONCURRENT - 1);
      for (const answer of refused) {
        expect(answer.status).toBe(409);
        expect(answer.body.code).toBe('already-started');
      }
      const status = (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`)).body.status;
      expect(status).toBe(format === 'swu-draft' ? 'drafting' : 'deckbuilding');
      await expectHealthy();
    },
    60_000,
  );

  it('32 different events (draft and sealed) started at once all start, health still answers', async () => {
    const events = [];
    for (let i = 0; i < CONCURRENT; i++) events.push(await limitedEvent(i % 2 ? 'swu-draft' : 'swu-sealed', `e${i}`));
    const answers = await within(`${CONCURRENT} starts of different events`, Promise.all(events.map(start)));
    expect(answers.map((a) => a.status)).toEqual(events.map(() => 200));
    expect(answers.map((a) => a.body.status)).toEqual(events.map((_, i) => (i % 2 ? 'drafting' : 'deckbuilding')));
    await expectHealthy();
  }, 90_000);
});
