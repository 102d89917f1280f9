import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';
import { ApiClient } from './api-client';
import { ApiError } from './api-error';
import { EventsApi } from './events-api';

describe('ApiClient', () => {
  let api: ApiClient;
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [provideHttpClient(), provideHttpClientTesting()] });
    api = TestBed.inject(ApiClient);
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  it('calls /api/v1 without a token by default', async () => {
    const result = firstValueFrom(api.get<{ ok: boolean }>('/games'));
    const req = http.expectOne('/api/v1/games');
    expect(req.request.method).toBe('GET');
    expect(req.request.headers.has('Authorization')).toBe(false);
    req.flush({ ok: true });
    expect(await result).toEqual({ ok: true });
  });

  it('sends a bearer token when given one', async () => {
    const result = firstValueFrom(api.post('/events/e1/players/p1/drop', {}, 'secret'));
    const req = http.expectOne('/api/v1/events/e1/players/p1/drop');
    expect(req.request.method).toBe('POST');
    expect(req.request.headers.get('Authorization')).toBe('Bearer secret');
    req.flush({});
    await result;
  });

  it('maps a problem+json body to an ApiError', async () => {
    const result = firstValueFrom(api.post('/events/e1/players', { name: 'A', joinCode: 'X' }));
    http.expectOne('/api/v1/events/e1/players').flush(
      {
        type: 'https://cantina.invalid/problems/wrong-join-code',
        title: 'Forbidden',
        status: 403,
        code: 'wrong-join-code',
        detail: 'The join code does not match this event.',
        errors: [{ path: 'joinCode', code: 'mismatch', message: 'no' }],
      },
      {
        status: 403,
        statusText: 'Forbidden',
        headers: { 'Content-Type': 'application/problem+json' },
      },
    );
    const error = await result.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'wrong-join-code',
      detail: 'The join code does not match this event.',
      title: 'Forbidden',
      errors: [{ path: 'joinCode', code: 'mismatch', message: 'no' }],
    });
  });

  it('parses a problem sent as text', async () => {
    const result = firstValueFrom(api.get('/events/nope'));
    http
      .expectOne('/api/v1/events/nope')
      .flush(JSON.stringify({ status: 404, code: 'not-found', title: 'Not Found' }), {
        status: 404,
        statusText: 'Not Found',
      });
    await expect(result).rejects.toMatchObject({ status: 404, code: 'not-found' });
  });

  it('derives a code from the status when the body is not a problem', async () => {
    const result = firstValueFrom(api.get('/games'));
    http.expectOne('/api/v1/games').flush('<html>Bad gateway</html>', {
      status: 502,
      statusText: 'Bad Gateway',
    });
    await expect(result).rejects.toMatchObject({ status: 502, code: 'internal-error' });
  });

  it('reports an unreachable server as network-error', async () => {
    const result = firstValueFrom(api.get('/games'));
    http.expectOne('/api/v1/games').error(new ProgressEvent('error'));
    await expect(result).rejects.toMatchObject({ status: 0, code: 'network-error' });
  });
});

describe('EventsApi', () => {
  it('encodes path segments and passes the organizer token', () => {
    TestBed.configureTestingModule({ providers: [provideHttpClient(), provideHttpClientTesting()] });
    const events = TestBed.inject(EventsApi);
    const http = TestBed.inject(HttpTestingController);

    events.getAsOrganizer('a/b', 'org').subscribe();
    const req = http.expectOne('/api/v1/events/a%2Fb');
    expect(req.request.headers.get('Authorization')).toBe('Bearer org');
    // The organizer's view carries the join code (without it the token was not taken: a 401).
    req.flush({ joinCode: 'ABC234' });

    events.lookupByCode('ABC234').subscribe();
    http.expectOne('/api/v1/events/by-code/ABC234').flush({});
    http.verify();
  });
});

describe('EventsApi, limited play', () => {
  let events: EventsApi;
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [provideHttpClient(), provideHttpClientTesting()] });
    events = TestBed.inject(EventsApi);
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  it('starts with the organizer token, reads me and pools with the given token', () => {
    events.start('e1', 'org').subscribe();
    const start = http.expectOne('/api/v1/events/e1/start');
    expect(start.request.method).toBe('POST');
    expect(start.request.headers.get('Authorization')).toBe('Bearer org');
    start.flush({ status: 'deckbuilding' });

    events.me('e1', 'ptok').subscribe();
    expect(http.expectOne('/api/v1/events/e1/me').request.headers.get('Authorization')).toBe('Bearer ptok');

    events.pool('e1', 'p 2', 'org').subscribe();
    expect(http.expectOne('/api/v1/events/e1/players/p%202/pool').request.method).toBe('GET');
  });

  it('registers a deck with PUT and reports a refusal with its deck errors', async () => {
    const deck = { leader: { id: 'CDA_001', count: 1 }, deck: [], sideboard: [] };
    const result = firstValueFrom(events.registerDeck('e1', 'p1', deck, 'ptok'));
    const put = http.expectOne('/api/v1/events/e1/players/p1/deck');
    expect(put.request.method).toBe('PUT');
    expect(put.request.body).toEqual(deck);
    expect(put.request.headers.get('Authorization')).toBe('Bearer ptok');
    const error = { path: 'deck', code: 'deck-too-small', message: 'short', cards: [], params: { count: 0 } };
    put.flush(
      { status: 422, code: 'invalid-deck', title: 'Unprocessable Entity', errors: [error] },
      { status: 422, statusText: 'Unprocessable Entity' },
    );
    await expect(result).rejects.toMatchObject({ status: 422, code: 'invalid-deck', errors: [error] });
  });
});
