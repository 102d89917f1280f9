import { call, startTestApp, type TestApp } from './test-app';

describe('events and players over HTTP (real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const createEvent = (body: Record<string, unknown> = {}) =>
    call(t.baseUrl, 'POST', '/api/v1/events', {
      body: { name: 'Friday Draft', game: 'swu', format: 'swu-draft', ...body },
    });

  it('lists the four games with their formats', async () => {
    const res = await call(t.baseUrl, 'GET', '/api/v1/games');
    expect(res.status).toBe(200);
    expect(res.body.map((g: { id: string }) => g.id)).toEqual(['swu', 'swtcg', 'destiny', 'dbg']);
    const swu = res.body.find((g: { id: string }) => g.id === 'swu');
    expect(swu.formats).toContainEqual(expect.objectContaining({ id: 'swu-draft', kind: 'draft' }));
  });

  it('creates an event and returns the organizer token once', async () => {
    const res = await createEvent({ set: 'SOR', seed: 'abc', settings: { podSize: 6, pickTimer: 'off' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Friday Draft',
      game: 'swu',
      format: 'swu-draft',
      set: 'SOR',
      status: 'registration',
      players: [],
      rounds: 0,
    });
    expect(res.body.joinCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(Buffer.from(res.body.organizerToken, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(res.body.settings).toMatchObject({ podSize: 6, pickTimer: 'off', bots: true });

    const view = await call(t.baseUrl, 'GET', `/api/v1/events/${res.body.id}`);
    expect(view.status).toBe(200);
    expect(view.body.organizerToken).toBeUndefined();
    expect(view.body.joinCode).toBeUndefined();
    expect(view.body).toMatchObject({ id: res.body.id, status: 'registration', players: [] });

    const asOrganizer = await call(t.baseUrl, 'GET', `/api/v1/events/${res.body.id}`, {
      token: res.body.organizerToken,
    });
    expect(asOrganizer.body.joinCode).toBe(res.body.joinCode);
  });

  it('stores tokens only as hashes', async () => {
    const created = await createEvent();
    const joined = await call(t.baseUrl, 'POST', `/api/v1/events/${created.body.id}/players`, {
      body: { name: 'Ana', joinCode: created.body.joinCode },
    });
    const ds = t.app.get(require('typeorm').DataSource);
    const rows = JSON.stringify(
      await ds.query('SELECT e.*, p.* FROM events e JOIN players p ON p.event_id = e.id WHERE e.id = $1', [
        created.body.id,
      ]),
    );
    expect(rows).not.toContain(created.body.organizerToken);
    expect(rows).not.toContain(joined.body.token);
  });

  it('rejects bad event bodies with problem+json listing every field', async () => {
    const res = await call(t.baseUrl, 'POST', '/api/v1/events', {
      body: { name: 'x'.repeat(101), game: 'swu', format: 'swu-draft', settings: { podSize: 99, pickTimer: 'slow' } },
    });
    expect(res.status).toBe(400);
    expect(res.contentType).toContain('application/problem+json');
    expect(res.body.code).toBe('validation-failed');
    const paths = res.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'settings.podSize', 'settings.pickTimer']));
  });

  it.each([
    [{ game: 'pokemon', format: 'x' }, 'unknown-game'],
    [{ game: 'swu', format: 'destiny-standard' }, 'unknown-format'],
    [{ name: '   ' }, 'validation-failed'],
    [{ seed: 's'.repeat(65) }, 'validation-failed'],
  ])('refuses %j with %s', async (body, code) => {
    const res = await createEvent(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
  });

  it('lets players join with the join code (any case) and refuses a wrong one with 403', async () => {
    const created = await createEvent();
    const { id, joinCode } = created.body;
    const ok = await call(t.baseUrl, 'POST', `/api/v1/events/${id}/players`, {
      body: { name: 'Bea', joinCode: joinCode.toLowerCase() },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ name: 'Bea', eventId: id });
    expect(ok.body.token.length).toBeGreaterThanOrEqual(22);

    const wrong = await call(t.baseUrl, 'POST', `/api/v1/events/${id}/players`, {
      body: { name: 'Eve', joinCode: 'ZZZZZZ' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('wrong-join-code');
    const missing = await call(t.baseUrl, 'POST', `/api/v1/events/${id}/players`, { body: { name: 'Eve' } });
    expect(missing.status).toBe(403);

    const view = await call(t.baseUrl, 'GET', `/api/v1/events/${id}`);
    expect(view.body.players).toEqual([{ id: ok.body.id, name: 'Bea', dropped: false, deckRegistered: false }]);
  });

  it('finds an event by its join code', async () => {
    const created = await createEvent({ name: 'Sealed league' });
    const found = await call(t.baseUrl, 'GET', `/api/v1/events/by-code/${created.body.joinCode.toLowerCase()}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      id: created.body.id,
      name: 'Sealed league',
      game: 'swu',
      format: 'swu-draft',
      status: 'registration',
    });
    expect((await call(t.baseUrl, 'GET', '/api/v1/events/by-code/NOPE99')).status).toBe(404);
  });

  it('lets the organizer add players without the join code, and nobody else', async () => {
    const a = await createEvent();
    const b = await createEvent();
    const added = await call(t.baseUrl, 'POST', `/api/v1/events/${a.body.id}/players`, {
      body: { name: 'Late Luis' },
      token: a.body.organizerToken,
    });
    expect(added.status).toBe(201);
    const otherOrganizer = await call(t.baseUrl, 'POST', `/api/v1/events/${a.body.id}/players`, {
      body: { name: 'X' },
      token: b.body.organizerToken,
    });
    expect(otherOrganizer.status).toBe(403);
    const badToken = await call(t.baseUrl, 'POST', `/api/v1/events/${a.body.id}/players`, {
      body: { name: 'X' },
      token: 'not-a-token',
    });
    expect(badToken.status).toBe(401);
    expect(badToken.body.code).toBe('unauthorized');
  });

  describe('drop', () => {
    it('follows who may drop whom: organizer anyone, a player only themself', async () => {
      const ev = await createEvent();
      const other = await createEvent();
      const join = (name: string) =>
        call(t.baseUrl, 'POST', `/api/v1/events/${ev.body.id}/players`, { body: { name, joinCode: ev.body.joinCode } });
      const ana = (await join('Ana')).body;
      const ben = (await join('Ben')).body;
      const dropPath = (playerId: string) => `/api/v1/events/${ev.body.id}/players/${playerId}/drop`;

      expect((await call(t.baseUrl, 'POST', dropPath(ben.id))).status).toBe(401);
      expect((await call(t.baseUrl, 'POST', dropPath(ben.id), { token: ana.token })).status).toBe(403);
      expect((await call(t.baseUrl, 'POST', dropPath(ben.id), { token: other.body.organizerToken })).status).toBe(403);
      expect(
        (await call(t.baseUrl, 'POST', dropPath('00000000-0000-4000-8000-000000000000'), { token: ana.token })).status,
      ).toBe(404);

      const self = await call(t.baseUrl, 'POST', dropPath(ana.id), { token: ana.token });
      expect(self.status).toBe(200);
      expect(self.body).toEqual({ id: ana.id, name: 'Ana', dropped: true });
      const again = await call(t.baseUrl, 'POST', dropPath(ana.id), { token: ana.token, body: { ignored: true } });
      expect(again.status).toBe(200);
      const byOrganizer = await call(t.baseUrl, 'POST', dropPath(ben.id), { token: ev.body.organizerToken });
      expect(byOrganizer.status).toBe(200);

      const view = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.body.id}`);
      expect(view.body.players.map((p: { dropped: boolean }) => p.dropped)).toEqual([true, true]);
    });
  });

  it.each([
    ['GET', `/api/v1/events/${'x'.repeat(65)}`],
    ['GET', `/api/v1/events/by-code/${'A'.repeat(65)}`],
    ['POST', `/api/v1/events/00000000-0000-4000-8000-000000000000/players/${'p'.repeat(65)}/drop`],
  ])('%s %s: an id over 64 characters is a 400 problem', async (method, path) => {
    const res = await call(t.baseUrl, method, path);
    expect(res.status).toBe(400);
    expect(res.contentType).toContain('application/problem+json');
  });

  it.each([
    ['no body', undefined],
    ['a form body', 'name=x&game=swu'],
  ])('refuses an event with %s as a 400 problem', async (_label, raw) => {
    const res = await call(
      t.baseUrl,
      'POST',
      '/api/v1/events',
      raw ? { rawBody: raw, headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {},
    );
    expect(res.status).toBe(400);
    expect(res.contentType).toContain('application/problem+json');
  });

  it.each([
    ['GET', '/api/v1/events/does-not-exist'],
    ['GET', '/api/v1/events/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/v1/events/00000000-0000-4000-8000-000000000000/players'],
    ['GET', '/api/v1/nothing-here'],
  ])('%s %s is a 404 problem', async (method, path) => {
    const res = await call(
      t.baseUrl,
      method,
      path,
      method === 'POST' ? { body: { name: 'A', joinCode: 'ABCDEF' } } : {},
    );
    expect(res.status).toBe(404);
    expect(res.contentType).toContain('application/problem+json');
    expect(res.body.code).toBe('not-found');
  });
});
