import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { call, startTestApp, type TestApp } from './test-app';

describe('Idempotency-Key on create and join (real PostgreSQL)', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const create = (name: string, key?: string) =>
    call(t.baseUrl, 'POST', '/api/v1/events', {
      body: { name, game: 'swu', format: 'swu-premier' },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const join = (eventId: string, body: object, key?: string, token?: string) =>
    call(t.baseUrl, 'POST', `/api/v1/events/${eventId}/players`, {
      body,
      token,
      headers: key ? { 'idempotency-key': key } : {},
    });
  const eventsNamed = async (name: string) =>
    Number((await db.query('SELECT count(*)::int AS n FROM events WHERE name = $1', [name]))[0].n);
  const playersOf = async (eventId: string) =>
    Number((await db.query('SELECT count(*)::int AS n FROM players WHERE event_id = $1', [eventId]))[0].n);

  it('answers a retried create with the first event and its token, and makes one event', async () => {
    const key = randomUUID();
    const first = await create('Retried create', key);
    const retry = await create('Retried create', key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await eventsNamed('Retried create')).toBe(1);
    // The replayed organizer token works.
    const asOrganizer = await call(t.baseUrl, 'GET', `/api/v1/events/${first.body.id}`, {
      token: retry.body.organizerToken,
    });
    expect(asOrganizer.body.joinCode).toBe(first.body.joinCode);
  });

  it('makes one event when the same create races itself', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => create('Raced create', key)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await eventsNamed('Raced create')).toBe(1);
  });

  it('refuses the same key for a different request with 422 idempotency-key-reused', async () => {
    const key = randomUUID();
    expect((await create('First body', key)).status).toBe(201);
    const reused = await create('Second body', key);
    expect(reused.status).toBe(422);
    expect(reused.contentType).toContain('application/problem+json');
    expect(reused.body.code).toBe('idempotency-key-reused');
    expect(await eventsNamed('Second body')).toBe(0);
  });

  it('never makes a ghost player from a retried or raced join, by code or by the organizer', async () => {
    const ev = (await create('Joins')).body;
    const key = randomUUID();
    const joins = await Promise.all(
      Array.from({ length: 5 }, () => join(ev.id, { name: 'Ana', joinCode: ev.joinCode }, key)),
    );
    expect(joins.map((j) => j.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(joins.map((j) => j.body.token)).size).toBe(1);
    const retry = await join(ev.id, { name: 'Ana', joinCode: ev.joinCode }, key);
    expect(retry.body).toEqual(joins[0].body);
    expect(await playersOf(ev.id)).toBe(1);
    // The replayed token is the player's.
    const me = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players/${retry.body.id}/drop`, {
      token: retry.body.token,
    });
    expect(me.status).toBe(200);

    const organizerKey = randomUUID();
    const added = await join(ev.id, { name: 'Ben' }, organizerKey, ev.organizerToken);
    const addedAgain = await join(ev.id, { name: 'Ben' }, organizerKey, ev.organizerToken);
    expect(added.status).toBe(201);
    expect(addedAgain.body).toEqual(added.body);
    expect(await playersOf(ev.id)).toBe(2);

    // Without a key every request is its own.
    await join(ev.id, { name: 'Cy', joinCode: ev.joinCode });
    await join(ev.id, { name: 'Cy', joinCode: ev.joinCode });
    expect(await playersOf(ev.id)).toBe(4);
  });

  it('keeps only hashes and a sealed response: the stored rows never show the token', async () => {
    const ev = (await create('Sealed')).body;
    const key = randomUUID();
    const joined = (await join(ev.id, { name: 'Dee', joinCode: ev.joinCode }, key)).body;
    const rows: { key_hash: string; response: Buffer }[] = await db.query(
      'SELECT key_hash, response FROM idempotent_requests',
    );
    const dump = rows.map((r) => `${r.key_hash}${r.response.toString('latin1')}`).join('');
    expect(rows.length).toBeGreaterThan(0);
    expect(dump).not.toContain(joined.token);
    expect(dump).not.toContain(key);
  });

  it('rejects a malformed key with 400', async () => {
    const tooLong = await create('Bad key', 'k'.repeat(256));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe('validation-failed');
    const blank = await call(t.baseUrl, 'POST', '/api/v1/events', {
      body: { name: 'Bad key', game: 'swu', format: 'swu-premier' },
      headers: { 'idempotency-key': 'with space' },
    });
    expect(blank.status).toBe(400);
    expect(await eventsNamed('Bad key')).toBe(0);
  });
});
