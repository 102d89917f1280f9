import { call, startTestApp, type TestApp } from './test-app';

// Issue 9 item 12: a non-UUID id and an overflowing number in the path were 500s.
describe('path parameters: malformed ids are unknown, numbers are bounded (real PostgreSQL)', () => {
  let t: TestApp;
  let event: { id: string; organizerToken: string };
  beforeAll(async () => {
    t = await startTestApp();
    event = (
      await call(t.baseUrl, 'POST', '/api/v1/events', { body: { name: 'Ids', game: 'swu', format: 'swu-premier' } })
    ).body;
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/v1/events/not-a-uuid'],
    ['GET', '/api/v1/events/not-a-uuid/rounds/1'],
    ['GET', '/api/v1/events/not-a-uuid/standings'],
    ['GET', '/api/v1/events/not-a-uuid/draft-log'],
    ['POST', '/api/v1/matches/not-a-uuid/result'],
    ['POST', '/api/v1/events/not-a-uuid/players/also-not/drop'],
  ])('%s %s is a 404 problem, not a 500', async (method, path) => {
    const res = await call(t.baseUrl, method, path, { body: method === 'POST' ? { wins: {} } : undefined });
    expect(res.status).toBe(404);
    expect(res.contentType).toContain('application/problem+json');
    expect(res.body.code).toBe('not-found');
  });

  it.each(['99999999999999999999', '-1', '12abc'])('round number %s is a 400', async (n) => {
    const res = await call(t.baseUrl, 'GET', `/api/v1/events/${event.id}/rounds/${n}`, { token: event.organizerToken });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation-failed');
  });

  it('a seat number that overflows is a 400', async () => {
    const pod = '00000000-0000-4000-8000-000000000000';
    const res = await call(t.baseUrl, 'POST', `/api/v1/events/${event.id}/pods/${pod}/seats/99999999999999999999/bot`, {
      token: event.organizerToken,
    });
    expect(res.status).toBe(400);
  });
});
