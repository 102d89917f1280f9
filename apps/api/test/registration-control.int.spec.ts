import { io, type Socket } from 'socket.io-client';
import type { EventsClientToServer, EventsServerToClient, PublicEventView } from '@cantina/contract';
import { call, startTestApp, type TestApp } from './test-app';

type Client = Socket<EventsServerToClient, EventsClientToServer>;

describe('registration control and access (real PostgreSQL, real sockets)', () => {
  let t: TestApp;
  const sockets: Client[] = [];
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await t.close();
  });

  const connect = (token: string) => {
    const socket: Client = io(`${t.baseUrl}/events`, {
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  };
  const createEvent = async (settings: object = {}) =>
    (
      await call(t.baseUrl, 'POST', '/api/v1/events', {
        body: { name: 'Night', game: 'swu', format: 'swu-draft', settings },
      })
    ).body;
  const join = (eventId: string, name: string, joinCode?: string, token?: string) =>
    call(t.baseUrl, 'POST', `/api/v1/events/${eventId}/players`, { body: { name, joinCode }, token });

  it('caps players per event with settings.maxPlayers (default 1,024): one more is 409 too-many-players', async () => {
    expect((await createEvent()).settings.maxPlayers).toBe(1024);
    for (const bad of [1, 10_001, 'many']) {
      const res = await call(t.baseUrl, 'POST', '/api/v1/events', {
        body: { name: 'Bad', game: 'swu', format: 'swu-draft', settings: { maxPlayers: bad } },
      });
      expect(res.status).toBe(400);
    }
    const ev = await createEvent({ maxPlayers: 3 });
    expect(ev.settings.maxPlayers).toBe(3);
    expect((await join(ev.id, 'Ana', ev.joinCode)).status).toBe(201);
    expect((await join(ev.id, 'Ben', ev.joinCode)).status).toBe(201);
    expect((await join(ev.id, 'Cy', undefined, ev.organizerToken)).status).toBe(201);
    const byCode = await join(ev.id, 'Dee', ev.joinCode);
    expect(byCode.status).toBe(409);
    expect(byCode.body.code).toBe('too-many-players');
    const byOrganizer = await join(ev.id, 'Eli', undefined, ev.organizerToken);
    expect(byOrganizer.status).toBe(409);
    expect(byOrganizer.body.code).toBe('too-many-players');
    const view = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`);
    expect(view.body.players).toHaveLength(3);
  });

  it('lets the organizer close and reopen joins with the code, and only the organizer', async () => {
    const ev = await createEvent();
    const other = await createEvent();
    const ana = (await join(ev.id, 'Ana', ev.joinCode)).body;
    const closePath = `/api/v1/events/${ev.id}/registration/close`;
    expect((await call(t.baseUrl, 'POST', closePath)).status).toBe(401);
    expect((await call(t.baseUrl, 'POST', closePath, { token: ana.token })).status).toBe(403);
    expect((await call(t.baseUrl, 'POST', closePath, { token: other.organizerToken })).status).toBe(403);

    const closed = await call(t.baseUrl, 'POST', closePath, { token: ev.organizerToken });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ id: ev.id, registrationOpen: false, joinCode: ev.joinCode });
    const refused = await join(ev.id, 'Ben', ev.joinCode);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('registration-closed');
    expect((await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`)).body.registrationOpen).toBe(false);
    expect((await join(ev.id, 'Added', undefined, ev.organizerToken)).status).toBe(201);

    const reopened = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/registration/open`, {
      token: ev.organizerToken,
    });
    expect(reopened.body.registrationOpen).toBe(true);
    expect((await join(ev.id, 'Ben', ev.joinCode)).status).toBe(201);
  });

  it('rotates the join code: the old code no longer opens the event', async () => {
    const ev = await createEvent();
    const rotated = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/join-code`, {
      token: ev.organizerToken,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.joinCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(rotated.body.joinCode).not.toBe(ev.joinCode);
    const old = await join(ev.id, 'Ana', ev.joinCode);
    expect(old.status).toBe(403);
    expect(old.body.code).toBe('wrong-join-code');
    expect((await join(ev.id, 'Ana', rotated.body.joinCode)).status).toBe(201);
  });

  it('rotates the organizer token: the new one works, the old one is 401 and its sockets are closed', async () => {
    const ev = await createEvent();
    const socket = connect(ev.organizerToken);
    await new Promise((resolve) => socket.on('event', resolve));
    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));

    const rotated = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/organizer-token`, {
      token: ev.organizerToken,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.organizerToken).not.toBe(ev.organizerToken);
    await expect(disconnected).resolves.toBe('io server disconnect');

    const withOld = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/registration/close`, {
      token: ev.organizerToken,
    });
    expect(withOld.status).toBe(401);
    const withNew = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`, { token: rotated.body.organizerToken });
    expect(withNew.body.joinCode).toBe(ev.joinCode);
    const again = connect(ev.organizerToken);
    await expect(new Promise((resolve) => again.on('connect_error', (e) => resolve(e.message)))).resolves.toBe(
      'unauthorized',
    );
  });

  it('answers 404 for an unknown event even with a valid token of another event, on every endpoint', async () => {
    const ev = await createEvent();
    const ana = (await join(ev.id, 'Ana', ev.joinCode)).body;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const requests: [string, string, object?][] = [
      ['POST', `/api/v1/events/${unknown}/picks`, { packId: 'p', instanceId: 'i' }],
      ['GET', `/api/v1/events/${unknown}/me`],
      ['GET', `/api/v1/events/${unknown}/draft-log`],
      ['POST', `/api/v1/events/${unknown}/players/${ana.id}/drop`],
      ['PUT', `/api/v1/events/${unknown}/players/${ana.id}/deck`, { leader: 'x', base: 'y', deck: [] }],
      ['POST', `/api/v1/events/${unknown}/rounds`],
      ['POST', `/api/v1/events/${unknown}/start`],
      ['POST', `/api/v1/events/${unknown}/pods`],
      ['POST', `/api/v1/events/${unknown}/registration/close`],
      ['POST', `/api/v1/events/${unknown}/organizer-token`],
    ];
    for (const token of [ana.token, ev.organizerToken]) {
      for (const [method, path, body] of requests) {
        const res = await call(t.baseUrl, method, path, { token, body });
        expect({ method, path, status: res.status, code: res.body?.code }).toEqual({
          method,
          path,
          status: 404,
          code: 'not-found',
        });
      }
    }
    // The same token on an existing event that is not its own stays 403.
    const other = await createEvent();
    const picks = await call(t.baseUrl, 'POST', `/api/v1/events/${other.id}/picks`, {
      token: ana.token,
      body: { packId: 'p', instanceId: 'i' },
    });
    expect(picks.status).toBe(403);
  });

  it('coalesces event pushes: a burst of joins makes a few broadcasts, the last one with every player', async () => {
    const ev = await createEvent();
    const socket = connect(ev.organizerToken);
    await new Promise((resolve) => socket.once('event', resolve));
    const pushes: PublicEventView[] = [];
    socket.on('event', (view) => pushes.push(view));
    const joins = 120;
    for (let batch = 0; batch < joins / 8; batch++) {
      await Promise.all(Array.from({ length: 8 }, (_, i) => join(ev.id, `P${batch * 8 + i}`, ev.joinCode)));
    }
    await new Promise<void>((resolve) => {
      const check = () => (pushes.at(-1)?.players.length === joins ? resolve() : setTimeout(check, 50));
      check();
    });
    expect(pushes.at(-1)?.players).toHaveLength(joins);
    expect(pushes.length).toBeLessThan(joins / 4);
    console.log(`${joins} joins -> ${pushes.length} event pushes`);
  });

  it('describes the new organizer endpoints and the Idempotency-Key header in OpenAPI', async () => {
    const doc = (await call(t.baseUrl, 'GET', '/api/docs-json')).body;
    for (const path of ['registration/close', 'registration/open', 'join-code', 'organizer-token']) {
      expect(doc.paths[`/api/v1/events/{id}/${path}`]?.post).toBeDefined();
    }
    const headers = (op: { parameters: { name: string; in: string }[] }) =>
      op.parameters.filter((p) => p.in === 'header').map((p) => p.name);
    expect(headers(doc.paths['/api/v1/events'].post)).toContain('Idempotency-Key');
    expect(headers(doc.paths['/api/v1/events/{id}/players'].post)).toContain('Idempotency-Key');
  });
});
