import { io, type Socket } from 'socket.io-client';
import type { EventsClientToServer, EventsServerToClient } from '@cantina/contract';
import { call, startTestApp, type TestApp } from './test-app';

type Client = Socket<EventsServerToClient, EventsClientToServer>;

// Issue 12 "Access that survives devices": re-entry codes (issue, exchange, revocation, limits) and
// the token check behind "My events".
describe('re-entry codes and token access (real PostgreSQL, real sockets)', () => {
  let t: TestApp;
  const sockets: Client[] = [];
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await t.close();
  });

  const unknown = '00000000-0000-4000-8000-000000000000';
  const createEvent = async () =>
    (await call(t.baseUrl, 'POST', '/api/v1/events', { body: { name: 'Night', game: 'swu', format: 'swu-draft' } }))
      .body;
  const join = async (eventId: string, name: string, joinCode: string) =>
    (await call(t.baseUrl, 'POST', `/api/v1/events/${eventId}/players`, { body: { name, joinCode } })).body;
  const issue = (eventId: string, playerId: string, token?: string) =>
    call(t.baseUrl, 'POST', `/api/v1/events/${eventId}/players/${playerId}/reentry`, { token });
  const exchange = (code: unknown, eventId?: string) =>
    call(t.baseUrl, 'POST', eventId ? `/api/v1/events/${eventId}/reentry` : '/api/v1/reentry', { body: { code } });
  const me = (eventId: string, token: string) => call(t.baseUrl, 'GET', `/api/v1/events/${eventId}/access`, { token });

  it('lets the organizer issue a code for a player; the code trades once for a new token and the old one stops', async () => {
    const ev = await createEvent();
    const ana = await join(ev.id, 'Ana', ev.joinCode);
    const issued = await issue(ev.id, ana.id, ev.organizerToken);
    expect(issued.status).toBe(201);
    expect(issued.body.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    const hoursLeft = (Date.parse(issued.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23);
    expect(hoursLeft).toBeLessThanOrEqual(24);

    // Typed on another phone: lower case, a dash, an O for the zero.
    const typed = `${issued.body.code.slice(0, 5)}-${issued.body.code.slice(5)}`.toLowerCase().replace(/0/g, 'o');
    const back = await exchange(typed);
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ id: ana.id, name: 'Ana', eventId: ev.id, token: expect.any(String) });
    expect(back.body.token).not.toBe(ana.token);

    expect((await me(ev.id, back.body.token)).body).toEqual({
      role: 'player',
      event: { id: ev.id, name: 'Night', game: 'swu', format: 'swu-draft', status: 'registration' },
      player: { id: ana.id, name: 'Ana', dropped: false },
    });
    const old = await me(ev.id, ana.token);
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('unauthorized');

    const again = await exchange(issued.body.code);
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('wrong-reentry-code');
  });

  it('lets a player issue their own code (not another player’s), and a new code replaces the previous one', async () => {
    const ev = await createEvent();
    const ana = await join(ev.id, 'Ana', ev.joinCode);
    const ben = await join(ev.id, 'Ben', ev.joinCode);
    const first = await issue(ev.id, ana.id, ana.token);
    expect(first.status).toBe(201);
    const forBen = await issue(ev.id, ben.id, ana.token);
    expect(forBen.status).toBe(403);
    expect(forBen.body.code).toBe('forbidden');

    const second = await issue(ev.id, ana.id, ev.organizerToken);
    expect(second.body.code).not.toBe(first.body.code);
    expect((await exchange(first.body.code)).body.code).toBe('wrong-reentry-code');
    expect((await exchange(second.body.code, ev.id)).status).toBe(200);
  });

  it('closes the replaced token’s live sessions', async () => {
    const ev = await createEvent();
    const ana = await join(ev.id, 'Ana', ev.joinCode);
    const socket: Client = io(`${t.baseUrl}/events`, {
      auth: { token: ana.token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise((resolve) => socket.on('event', resolve));
    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    const { code } = (await issue(ev.id, ana.id, ev.organizerToken)).body;
    expect((await exchange(code)).status).toBe(200);
    await expect(disconnected).resolves.toBe('io server disconnect');
  });

  it('refuses a code of another event on the event route, wrong and malformed codes, and oversized input', async () => {
    const ev = await createEvent();
    const other = await createEvent();
    const ana = await join(ev.id, 'Ana', ev.joinCode);
    const { code } = (await issue(ev.id, ana.id, ev.organizerToken)).body;

    const elsewhere = await exchange(code, other.id);
    expect({ status: elsewhere.status, code: elsewhere.body.code }).toEqual({
      status: 403,
      code: 'wrong-reentry-code',
    });
    expect((await exchange(code, unknown)).status).toBe(404);
    expect((await exchange(code, 'not-a-uuid')).status).toBe(404);

    for (const wrong of ['0000000000', 'ABCDE-FGHJ', 'UUUUUUUUUU', '!!!!!!!!!!', `${code}0`]) {
      const res = await exchange(wrong);
      expect({ wrong, status: res.status, code: res.body.code }).toEqual({
        wrong,
        status: 403,
        code: 'wrong-reentry-code',
      });
    }
    for (const bad of ['', 'x'.repeat(65), 12, null, ['A'], { code }]) {
      const res = await exchange(bad);
      expect({ bad, status: res.status, code: res.body.code }).toEqual({ bad, status: 400, code: 'validation-failed' });
    }
    const noBody = await call(t.baseUrl, 'POST', '/api/v1/reentry');
    expect(noBody.status).toBe(400);
    // The code still works after all that (none of it was a try at it).
    expect((await exchange(code, ev.id)).status).toBe(200);
  });

  it('answers 401, 403 and 404 in the contract’s order when issuing and describing', async () => {
    const ev = await createEvent();
    const other = await createEvent();
    const ana = await join(ev.id, 'Ana', ev.joinCode);
    const stranger = await join(other.id, 'Cy', other.joinCode);

    expect((await issue(ev.id, ana.id)).status).toBe(401);
    expect((await issue(ev.id, ana.id, 'not-a-token')).status).toBe(401);
    expect((await issue(ev.id, ana.id, other.organizerToken)).status).toBe(403);
    expect((await issue(ev.id, ana.id, stranger.token)).status).toBe(403);
    // An unknown event is 404 first, even with a valid token of another event.
    expect((await issue(unknown, ana.id, ev.organizerToken)).status).toBe(404);
    expect((await issue(ev.id, unknown, ev.organizerToken)).status).toBe(404);
    expect((await issue(ev.id, stranger.id, ev.organizerToken)).status).toBe(404);
    expect((await issue(ev.id, 'x'.repeat(65), ev.organizerToken)).status).toBe(400);

    expect((await me(ev.id, '')).status).toBe(401);
    expect((await me(ev.id, other.organizerToken)).status).toBe(403);
    expect((await me(unknown, other.organizerToken)).status).toBe(404);
    expect((await me(ev.id, ev.organizerToken)).body).toEqual({
      role: 'organizer',
      event: { id: ev.id, name: 'Night', game: 'swu', format: 'swu-draft', status: 'registration' },
    });
  });

  it('says an organizer token is no longer good after rotation (the staff link it was in stops working)', async () => {
    const ev = await createEvent();
    const rotated = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/organizer-token`, {
      token: ev.organizerToken,
    });
    expect((await me(ev.id, ev.organizerToken)).status).toBe(401);
    expect((await me(ev.id, rotated.body.organizerToken)).body.role).toBe('organizer');
  });

  it('describes the new endpoints in OpenAPI', async () => {
    const doc = (await call(t.baseUrl, 'GET', '/api/docs-json')).body;
    expect(doc.paths['/api/v1/events/{id}/players/{playerId}/reentry']?.post).toBeDefined();
    expect(doc.paths['/api/v1/reentry']?.post).toBeDefined();
    expect(doc.paths['/api/v1/events/{id}/reentry']?.post).toBeDefined();
    expect(doc.paths['/api/v1/events/{id}/access']?.get).toBeDefined();
  });
});

describe('re-entry attempts are rate limited per address (real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 40 per minute per address and route, so re-entry gets 2 tries a minute (a twentieth).
    t = await startTestApp({ rateLimitPerMinute: 40 });
  });
  afterAll(() => t.close());

  it('answers 429 rate-limited after the allowed tries, on both routes, whatever the code', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await call(t.baseUrl, 'POST', '/api/v1/reentry', { body: { code: '0000000000' } })).status);
    }
    expect(statuses).toEqual([403, 403, 429]);
    const res = await call(t.baseUrl, 'POST', '/api/v1/reentry', { body: { code: '1111111111' } });
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body.code).toBe('rate-limited');
  });
});
