import type { OrganizerEventView } from '@cantina/contract';
import { call, startTestApp, type TestApp } from './test-app';

/** Issue 12 item 2: every setting on create, editable by the organizer until the event starts. */
describe('event settings: create with every setting, PATCH until the start (real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const EVERY_SETTING = {
    podSize: 6,
    bots: false,
    pickTimer: 'casual',
    pickSeconds: 75,
    rounds: 3,
    matchFormat: 'bo1',
    decklists: 'optional',
    topCut: 4,
    packsPerPlayer: 4,
    roundMinutes: 40,
    maxPlayers: 12,
  };
  const create = async (format = 'swu-draft', settings: object = EVERY_SETTING) =>
    (
      await call(t.baseUrl, 'POST', '/api/v1/events', {
        body: { name: 'Night', game: 'swu', format, set: 'CDA', date: '2026-12-04', settings },
      })
    ).body;
  const patch = (id: string, body: unknown, token?: string) =>
    call<OrganizerEventView & { code?: string }>(t.baseUrl, 'PATCH', `/api/v1/events/${id}`, { body, token });
  const join = (id: string, name: string, token: string) =>
    call(t.baseUrl, 'POST', `/api/v1/events/${id}/players`, { body: { name }, token });

  it('stores every setting given on create, the casual seconds included, and shows them to the organizer', async () => {
    const ev = await create();
    expect(ev.settings).toMatchObject({ ...EVERY_SETTING, date: '2026-12-04' });
    const view = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`, { token: ev.organizerToken });
    expect(view.body).toMatchObject({ set: 'CDA', date: '2026-12-04', matchFormat: 'bo1' });
    expect(view.body.settings).toMatchObject(EVERY_SETTING);
    const defaults = await create('swu-draft', {});
    expect(defaults.settings).toMatchObject({ pickTimer: 'casual', pickSeconds: 90, podSize: 8, bots: true });
  });

  it('refuses pick seconds out of bounds or not whole, on create and on PATCH', async () => {
    const ev = await create();
    for (const pickSeconds of [9, 601, 12.5, '75', -1, 1e308, true]) {
      const created = await call(t.baseUrl, 'POST', '/api/v1/events', {
        body: { name: 'Bad', game: 'swu', format: 'swu-draft', settings: { pickSeconds } },
      });
      expect([pickSeconds, created.status]).toEqual([pickSeconds, 400]);
      const patched = await patch(ev.id, { settings: { pickSeconds } }, ev.organizerToken);
      expect([pickSeconds, patched.status, patched.headers.get('content-type')]).toEqual([
        pickSeconds,
        400,
        expect.stringContaining('application/problem+json'),
      ]);
    }
    // null, like a missing key, keeps what is stored.
    expect((await patch(ev.id, { settings: { pickSeconds: null } }, ev.organizerToken)).body.settings.pickSeconds).toBe(
      75,
    );
  });

  it('lets only the organizer change the settings, name, set and day; the fields left out stay', async () => {
    const ev = await create();
    const other = await create();
    const player = (await join(ev.id, 'Ana', ev.organizerToken)).body;
    const body = { settings: { podSize: 4 } };
    expect((await patch(ev.id, body)).status).toBe(401);
    expect((await patch(ev.id, body, player.token)).status).toBe(403);
    expect((await patch(ev.id, body, other.organizerToken)).status).toBe(403);
    expect((await patch('00000000-0000-4000-8000-000000000000', body, ev.organizerToken)).status).toBe(404);

    const changed = await patch(
      ev.id,
      {
        name: ' Friday Draft ',
        set: 'SOR',
        date: '2026-12-05',
        settings: { podSize: 4, bots: true, pickTimer: 'competitive', topCut: 8 },
      },
      ev.organizerToken,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Friday Draft', set: 'SOR', date: '2026-12-05' });
    expect(changed.body.settings).toMatchObject({
      ...EVERY_SETTING,
      podSize: 4,
      bots: true,
      pickTimer: 'competitive',
      topCut: 8,
      date: '2026-12-05',
    });
    const read = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`, { token: ev.organizerToken });
    expect(read.body.settings).toEqual(changed.body.settings);
    expect((await patch(ev.id, { set: null }, ev.organizerToken)).body.set).toBeNull();
  });

  it('never lowers the player cap below the players already in (409 conflict)', async () => {
    const ev = await create();
    for (const name of ['Ana', 'Ben', 'Cy']) await join(ev.id, name, ev.organizerToken);
    const tooLow = await patch(ev.id, { settings: { maxPlayers: 2 } }, ev.organizerToken);
    expect(tooLow.status).toBe(409);
    expect(tooLow.body.code).toBe('conflict');
    expect((await patch(ev.id, { settings: { maxPlayers: 3 } }, ev.organizerToken)).body.settings.maxPlayers).toBe(3);
    const fourth = await join(ev.id, 'Dee', ev.organizerToken);
    expect(fourth.status).toBe(409);
    expect(fourth.body.code).toBe('too-many-players');
  });

  it('refuses any change once the event has started (409 already-started), keeping what it runs with', async () => {
    const ev = await create('swu-sealed', { packsPerPlayer: 2 });
    await join(ev.id, 'Ana', ev.organizerToken);
    const started = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });
    expect(started.status).toBe(200);
    const refused = await patch(ev.id, { settings: { packsPerPlayer: 6 }, name: 'Later' }, ev.organizerToken);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('already-started');
    const read = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`, { token: ev.organizerToken });
    expect(read.body).toMatchObject({ name: 'Night', settings: { packsPerPlayer: 2 } });
  });

  it('answers hostile bodies with a 400 problem, never a 5xx, and changes nothing', async () => {
    const ev = await create();
    const hostile: unknown[] = [
      null,
      [],
      'settings',
      42,
      { settings: null },
      { settings: [] },
      { settings: 'x' },
      { settings: { podSize: 1 } },
      { settings: { podSize: 17 } },
      { settings: { podSize: 1e308 } },
      { settings: { rounds: 21 } },
      { settings: { pickTimer: 'blitz' } },
      { settings: { topCut: 3 } },
      { settings: { maxPlayers: 10_001 } },
      { settings: { decklists: { $ne: 1 } } },
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { set: 'S'.repeat(65) },
      { set: 7 },
      { date: '2026-02-30' },
      { date: 20261204 },
    ];
    for (const body of hostile) {
      const res = await patch(ev.id, body, ev.organizerToken);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    const read = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`, { token: ev.organizerToken });
    expect(read.body).toMatchObject({ name: 'Night', set: 'CDA', settings: EVERY_SETTING });
    // Unknown fields are dropped, not stored.
    const extra = await patch(ev.id, { settings: { podSize: 5, admin: true }, status: 'finished' }, ev.organizerToken);
    expect(extra.status).toBe(200);
    expect(extra.body.status).toBe('registration');
    expect(extra.body.settings).not.toHaveProperty('admin');
  });
});
