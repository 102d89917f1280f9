import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import type { EventsClientToServer, EventsServerToClient, PickAck } from '@cantina/contract';
import { loadConfig } from '../src/config/app-config';
import { call, createTestDatabase, startTestApp, type TestApp } from './test-app';

type Client = Socket<EventsServerToClient, EventsClientToServer>;

/** Runs `task(i)` for i in [0, count) with at most `width` in flight; resolves with the results in order. */
async function inParallel<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const lanes = Array.from({ length: width }, async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  });
  await Promise.all(lanes);
  return results;
}

const histogram = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

const createEvent = async (baseUrl: string) =>
  (
    await call(baseUrl, 'POST', '/api/v1/events', {
      body: { name: 'Store championship', game: 'swu', format: 'swu-premier' },
    })
  ).body;

describe('rate limits per token, with the real defaults: a 1,024-player night behind one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The limits a store gets by default, whatever the test app's own defaults are.
    const defaults = loadConfig({}, { webDistDir: '', demoSetsDir: '' });
    t = await startTestApp({
      rateLimitPerMinute: defaults.rateLimitPerMinute,
      rateLimitPerTokenPerMinute: defaults.rateLimitPerTokenPerMinute,
      socketConnectsPerMinute: defaults.socketConnectsPerMinute,
      socketPicksPerMinute: defaults.socketPicksPerMinute,
      trustProxy: defaults.trustProxy,
    });
    expect(defaults.rateLimitPerMinute).toBe(600);
  });
  afterAll(() => t.close());

  it('adds 1,024 players in a minute, serves 64 phones polling from one address, and still limits anonymous floods', async () => {
    const ev = await createEvent(t.baseUrl);
    const started = Date.now();
    const added = await inParallel(1024, 8, (i) =>
      call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
        token: ev.organizerToken,
        body: { name: `Player ${i + 1}` },
      }),
    );
    const addSeconds = (Date.now() - started) / 1000;
    expect(histogram(added.map((r) => r.status))).toEqual({ 201: 1024 });

    // 64 phones, one player token each, all from 127.0.0.1: 10 polls of the event and of the rounds each,
    // 640 requests per route, more than the per-address limit of 600.
    const phones = added.slice(0, 64).map((r) => r.body.token as string);
    const polled = await inParallel(64, 64, async (phone) => {
      const statuses: number[] = [];
      for (let poll = 0; poll < 10; poll++) {
        statuses.push((await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`, { token: phones[phone] })).status);
        statuses.push(
          (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/rounds`, { token: phones[phone] })).status,
        );
      }
      return statuses;
    });
    expect(histogram(polled.flat())).toEqual({ 200: 64 * 20 });
    const view = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`, { token: ev.organizerToken });
    expect(view.body.players).toHaveLength(1024);

    // Anonymous: one address, one bucket per route.
    const anonymous = await inParallel(650, 16, () => call(t.baseUrl, 'GET', '/api/v1/games'));
    const anonymousCounts = histogram(anonymous.map((r) => r.status));
    expect(anonymousCounts).toEqual({ 200: 600, 429: 50 });

    // Made-up tokens are not tokens: they count against the address, not a fresh bucket each.
    const invented = await inParallel(650, 16, () =>
      call(t.baseUrl, 'GET', '/api/v1/events/by-code/NOCODE', { token: randomBytes(32).toString('base64url') }),
    );
    expect(histogram(invented.map((r) => r.status))).toEqual({ 404: 600, 429: 50 });
    console.log(
      `1,024 adds in ${addSeconds.toFixed(1)} s; ${polled.flat().length} phone polls, 0 limited; ` +
        `anonymous flood: ${anonymousCounts[429]} of 650 limited`,
    );
  }, 180_000);
});

describe('joins with the join code from one address (a venue scanning the QR code at once)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimitPerMinute: 600, rateLimitPerTokenPerMinute: 3000 });
  });
  afterAll(() => t.close());

  it('counts the right join code per event, and a wrong one per address', async () => {
    const ev = await createEvent(t.baseUrl);
    const lookups = await inParallel(650, 8, () => call(t.baseUrl, 'GET', `/api/v1/events/by-code/${ev.joinCode}`));
    expect(histogram(lookups.map((r) => r.status))).toEqual({ 200: 650 });
    const joins = await inParallel(650, 8, (i) =>
      call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, { body: { name: `Fan ${i}`, joinCode: ev.joinCode } }),
    );
    expect(histogram(joins.map((r) => r.status))).toEqual({ 201: 650 });
    const wrong = await inParallel(650, 8, () =>
      call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, { body: { name: 'Guess', joinCode: 'WRONG1' } }),
    );
    expect(histogram(wrong.map((r) => r.status))).toEqual({ 403: 600, 429: 50 });
  }, 180_000);
});

describe('rate-limit details', () => {
  it('counts an address behind the configured proxy hop, and ignores X-Forwarded-For without one', async () => {
    const behindProxy = await startTestApp({ rateLimitPerMinute: 3, trustProxy: 1 });
    const direct = await startTestApp({ rateLimitPerMinute: 3 });
    try {
      const from = (app: TestApp, address: string) =>
        call(app.baseUrl, 'GET', '/api/v1/games', { headers: { 'x-forwarded-for': address } });
      const viaProxy: number[] = [];
      for (let i = 0; i < 4; i++) viaProxy.push((await from(behindProxy, '10.0.0.1')).status);
      expect(viaProxy).toEqual([200, 200, 200, 429]);
      expect((await from(behindProxy, '10.0.0.2')).status).toBe(200);

      const spoofed: number[] = [];
      for (let i = 0; i < 4; i++) spoofed.push((await from(direct, `10.0.1.${i}`)).status);
      expect(spoofed).toEqual([200, 200, 200, 429]);
    } finally {
      await behindProxy.close();
      await direct.close();
    }
  });

  it('holds one limit across two API nodes sharing the database', async () => {
    const databaseUrl = await createTestDatabase();
    const nodeA = await startTestApp({ rateLimitPerMinute: 4 }, databaseUrl);
    const nodeB = await startTestApp({ rateLimitPerMinute: 4 }, databaseUrl);
    try {
      const statuses: number[] = [];
      for (const node of [nodeA, nodeB, nodeA, nodeB, nodeA, nodeB]) {
        statuses.push((await call(node.baseUrl, 'GET', '/api/v1/games')).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await nodeB.close();
      await nodeA.close();
    }
  });

  it('limits socket handshakes per address and picks per player, as connect_error and a rate-limited problem', async () => {
    const t = await startTestApp({ socketConnectsPerMinute: 3, socketPicksPerMinute: 2 });
    const sockets: Client[] = [];
    const connect = (token: string, baseUrl = t.baseUrl, forwardedFor?: string) => {
      const socket: Client = io(`${baseUrl}/events`, {
        auth: { token },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        extraHeaders: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });
      sockets.push(socket);
      return new Promise<string>((resolve) => {
        socket.on('connect', () => resolve('connected'));
        socket.on('connect_error', (error) => resolve(error.message));
      });
    };
    try {
      const ev = await createEvent(t.baseUrl);
      const ana = (
        await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
          body: { name: 'Ana', joinCode: ev.joinCode },
        })
      ).body;
      const outcomes: string[] = [];
      for (let i = 0; i < 4; i++) outcomes.push(await connect(ana.token));
      expect(outcomes).toEqual(['connected', 'connected', 'connected', 'rate-limited']);

      const pick = () =>
        new Promise<PickAck>((resolve) => sockets[0].emit('pick', { packId: 'p', instanceId: 'i' }, resolve));
      const acks = [await pick(), await pick(), await pick()];
      expect(acks.map((ack) => (ack.ok ? 'ok' : ack.error.code))).toEqual([
        expect.not.stringMatching('rate-limited'),
        expect.not.stringMatching('rate-limited'),
        'rate-limited',
      ]);
      const limited = acks[2];
      expect(!limited.ok && limited.error.status).toBe(429);

      // Behind the configured proxy hop, each phone's own address counts.
      const proxied = await startTestApp({ socketConnectsPerMinute: 1, trustProxy: 1 }, t.databaseUrl);
      try {
        expect(await connect(ana.token, proxied.baseUrl, '10.0.0.1')).toBe('connected');
        expect(await connect(ana.token, proxied.baseUrl, '10.0.0.1')).toBe('rate-limited');
        expect(await connect(ana.token, proxied.baseUrl, '10.0.0.2')).toBe('connected');
      } finally {
        sockets.forEach((s) => s.disconnect());
        await proxied.close();
      }
    } finally {
      sockets.forEach((s) => s.disconnect());
      await t.close();
    }
  });
});
