import { call, startTestApp, type TestApp } from './test-app';

const ADMIN = 'test-admin-token-0123456789';

/**
 * Invented cards (no real card text) in sets named like real set codes, since the legality data
 * Cantina ships is keyed by set code: SOR rotated out of Premier on 2026-03-13, JTL did not.
 */
function card(set: string, number: number, name: string, type: string, subtitle?: string) {
  return {
    id: `${set}_${String(number).padStart(3, '0')}`,
    number,
    name,
    ...(subtitle === undefined ? {} : { subtitle }),
    type,
    rarity: 'common',
    aspects: [],
    cost: type === 'base' ? null : 2,
    unique: type === 'leader',
    arenas: type === 'unit' ? ['ground'] : [],
    traits: [],
  };
}

const JTL = [
  card('JTL', 1, 'Wing Marshal', 'leader', 'Steady Hand'),
  card('JTL', 20, 'Dust Harbor', 'base'),
  card('JTL', 200, 'Hive Skiff', 'unit'),
  ...Array.from({ length: 20 }, (_, i) => card('JTL', 100 + i, `Legality Filler ${i + 1}`, 'unit')),
];
const SOR = [card('SOR', 40, 'Old Guard Trooper', 'unit'), card('SOR', 41, 'Patient Sniper', 'unit', 'Long Shot')];
const SEC = [card('SEC', 77, 'Patient Sniper', 'unit', 'Long Shot')];

const fillers = (n: number) => JTL.slice(3, 3 + n).map((c) => ({ id: c.id, count: 3 }));

/** 48 JTL cards and 3 `extra`: a Premier deck whose only question is `extra`'s legality. */
function deckWith(extra: { id: string; count: number }[], fillerCards = 16) {
  return {
    leader: { id: 'JTL_001', count: 1 },
    base: { id: 'JTL_020', count: 1 },
    deck: [...fillers(fillerCards), ...extra],
  };
}

describe('deck legality and card-specific deck rules through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    for (const [code, cards] of [
      ['JTL', JTL],
      ['SOR', SOR],
      ['SEC', SEC],
    ] as const) {
      const res = await call(t.baseUrl, 'POST', '/api/v1/card-sets', {
        body: { game: 'swu', code, name: `Legality fixtures ${code} (invented)`, cards, booster: null },
        token: ADMIN,
      });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    }
  });
  afterAll(() => t.close());

  const validate = (body: Record<string, unknown>) => call(t.baseUrl, 'POST', '/api/v1/decks/validate', { body });
  const codes = (body: { errors: { code: string }[] }) => body.errors.map((e) => e.code);

  describe('POST /api/v1/decks/validate with a date', () => {
    const rotated = deckWith([{ id: 'SOR_040', count: 3 }]);

    it('refuses a rotated card not reprinted after 2026-03-13, naming it; accepts it the day before', async () => {
      const after = await validate({ game: 'swu', format: 'swu-premier', deck: rotated, date: '2026-03-14' });
      expect(after.status).toBe(200);
      expect(after.body.valid).toBe(false);
      expect(after.body.errors).toEqual([expect.objectContaining({ code: 'not-legal-in-format', cards: ['SOR_040'] })]);
      const before = await validate({ game: 'swu', format: 'swu-premier', deck: rotated, date: '2026-03-12' });
      expect(before.body).toEqual({ valid: true, errors: [] });
    });

    it('checks as of today without a date, and allows every set in swu-eternal', async () => {
      const today = await validate({ game: 'swu', format: 'swu-premier', deck: rotated });
      expect(codes(today.body)).toEqual(['not-legal-in-format']);
      const eternal = await validate({ game: 'swu', format: 'swu-eternal', deck: rotated, date: '2026-11-25' });
      expect(eternal.body).toEqual({ valid: true, errors: [] });
    });

    it('keeps a card legal that a legal set reprints', async () => {
      const deck = deckWith([{ id: 'SOR_041', count: 3 }]);
      const res = await validate({ game: 'swu', format: 'swu-premier', deck, date: '2026-11-25' });
      expect(res.body).toEqual({ valid: true, errors: [] });
    });

    it.each(['2026-02-30', '2026-3-14', 'tomorrow', 20260314, '2026-03-14T00:00:00Z'])(
      'answers a date of %p with 400',
      async (date) => {
        const res = await validate({ game: 'swu', format: 'swu-premier', deck: rotated, date });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('validation-failed');
      },
    );
  });

  describe('admin edits of the copy-limit exceptions', () => {
    const path = '/api/v1/card-rules/swu/deck-rules';
    const skiffs = (count: number) => deckWith([{ id: 'JTL_200', count }], 12);

    it('shows the shipped list (the JTL unit allowed 15 copies) to the admin only', async () => {
      expect((await call(t.baseUrl, 'GET', path)).status).toBe(401);
      expect((await call(t.baseUrl, 'GET', path, { token: 'not-a-token-at-all' })).status).toBe(401);
      const ev = (
        await call(t.baseUrl, 'POST', '/api/v1/events', { body: { name: 'E', game: 'swu', format: 'swu-premier' } })
      ).body;
      expect((await call(t.baseUrl, 'GET', path, { token: ev.organizerToken })).status).toBe(403);
      expect((await call(t.baseUrl, 'PUT', path, { token: ev.organizerToken, body: { exceptions: [] } })).status).toBe(
        403,
      );
      const res = await call(t.baseUrl, 'GET', path, { token: ADMIN });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ game: 'swu', shipped: true, updatedAt: null });
      expect(res.body.exceptions).toContainEqual(expect.objectContaining({ maxCopies: 15 }));
      expect((await call(t.baseUrl, 'GET', '/api/v1/card-rules/chess/deck-rules', { token: ADMIN })).status).toBe(404);
    });

    it.each([
      ['no list', {}],
      ['a list that is not an array', { exceptions: { name: 'Hive Skiff', maxCopies: 15 } }],
      ['a limit above the bound', { exceptions: [{ name: 'Hive Skiff', maxCopies: 100 }] }],
      ['a name over 100 characters', { exceptions: [{ name: 'x'.repeat(101), maxCopies: 4 }] }],
      [
        'more than 500 entries',
        { exceptions: Array.from({ length: 501 }, (_, i) => ({ name: `C${i}`, maxCopies: 4 })) },
      ],
    ])('refuses %s with 400 and changes nothing', async (_, body) => {
      const res = await call(t.baseUrl, 'PUT', path, { token: ADMIN, body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation-failed');
      expect((await call(t.baseUrl, 'GET', path, { token: ADMIN })).body.shipped).toBe(true);
    });

    it('applies an edited exception to every deck check: 15 copies valid, 16 not; a reset restores the shipped list', async () => {
      const premier = (count: number) => validate({ game: 'swu', format: 'swu-premier', deck: skiffs(count) });
      expect(codes((await premier(15)).body)).toEqual(['too-many-copies']);

      const put = await call(t.baseUrl, 'PUT', path, {
        token: ADMIN,
        body: { exceptions: [{ name: 'Hive Skiff', maxCopies: 15, source: 'invented test data' }] },
      });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ shipped: false, exceptions: [{ name: 'Hive Skiff', maxCopies: 15 }] });

      expect((await premier(15)).body).toEqual({ valid: true, errors: [] });
      const listed = await call(t.baseUrl, 'GET', '/api/v1/card-sets/swu/JTL/cards');
      expect(listed.body.find((c: { id: string }) => c.id === 'JTL_200').deckRules).toEqual({ maxCopies: 15 });
      expect(listed.body.find((c: { id: string }) => c.id === 'JTL_100').deckRules).toBeUndefined();
      const sixteen = (await premier(16)).body;
      expect(codes(sixteen)).toEqual(['too-many-copies']);
      expect(sixteen.errors[0].params).toMatchObject({ count: 16, limit: 15 });

      const reset = await call(t.baseUrl, 'DELETE', path, { token: ADMIN });
      expect(reset.body.shipped).toBe(true);
      expect(codes((await premier(15)).body)).toEqual(['too-many-copies']);
    });
  });

  describe('admin edits of the legality data', () => {
    const path = '/api/v1/card-rules/swu/legality';
    const deck = deckWith([{ id: 'JTL_118', count: 3 }], 16);

    it('shows the shipped data to anyone, and lets only the admin replace it', async () => {
      const shipped = await call(t.baseUrl, 'GET', path);
      expect(shipped.status).toBe(200);
      expect(shipped.body).toMatchObject({ game: 'swu', shipped: true });
      expect(shipped.body.rotations).toContainEqual(
        expect.objectContaining({ sets: ['SOR', 'SHD', 'TWI'], from: '2026-03-13' }),
      );
      const body = { rotations: [], products: [], suspensions: [] };
      expect((await call(t.baseUrl, 'PUT', path, { body })).status).toBe(401);
      const bad = await call(t.baseUrl, 'PUT', path, {
        token: ADMIN,
        body: { ...body, suspensions: [{ formats: ['swu-draft'], name: 'X', from: '2026-13-01' }] },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(
        expect.arrayContaining(['suspensions[0].formats[0]', 'suspensions[0].from']),
      );
      expect((await call(t.baseUrl, 'GET', path)).body.shipped).toBe(true);
    });

    it('suspends a card from the day the admin names, and a reset restores the shipped data', async () => {
      const premier = (date: string) => validate({ game: 'swu', format: 'swu-premier', deck, date });
      expect((await premier('2026-12-01')).body.valid).toBe(true);
      const put = await call(t.baseUrl, 'PUT', path, {
        token: ADMIN,
        body: {
          rotations: [],
          products: [],
          suspensions: [{ formats: ['swu-premier'], name: 'Legality Filler 19', from: '2026-12-01' }],
        },
      });
      expect(put.status).toBe(200);
      expect(put.body.shipped).toBe(false);
      expect((await premier('2026-11-30')).body.valid).toBe(true);
      const suspended = (await premier('2026-12-01')).body;
      expect(suspended.errors).toEqual([
        expect.objectContaining({
          code: 'not-legal-in-format',
          cards: ['JTL_118'],
          params: expect.objectContaining({ reason: 'suspended' }),
        }),
      ]);
      // The edited data has no rotation: a SOR card is legal again until the reset.
      const rotated = deckWith([{ id: 'SOR_040', count: 3 }]);
      expect(
        (await validate({ game: 'swu', format: 'swu-premier', deck: rotated, date: '2026-04-01' })).body.valid,
      ).toBe(true);
      expect((await call(t.baseUrl, 'DELETE', path, { token: ADMIN })).body.shipped).toBe(true);
      expect((await premier('2026-12-01')).body.valid).toBe(true);
      expect(
        (await validate({ game: 'swu', format: 'swu-premier', deck: rotated, date: '2026-04-01' })).body.valid,
      ).toBe(false);
    });
  });

  describe('registration checks legality as of the event date', () => {
    async function premierEvent(body: Record<string, unknown>) {
      const ev = (
        await call(t.baseUrl, 'POST', '/api/v1/events', {
          body: { name: 'Store Premier', game: 'swu', format: 'swu-premier', ...body },
        })
      ).body;
      const ana = (
        await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
          body: { name: 'Ana', joinCode: ev.joinCode },
        })
      ).body;
      const register = (deck: unknown) =>
        call(t.baseUrl, 'PUT', `/api/v1/events/${ev.id}/players/${ana.id}/deck`, { body: deck, token: ana.token });
      return { ev, register };
    }
    const rotated = deckWith([{ id: 'SOR_040', count: 3 }]);

    it('refuses a deck with a rotated card for an event dated after the rotation', async () => {
      const { ev, register } = await premierEvent({ date: '2026-04-01' });
      expect(ev.date).toBe('2026-04-01');
      expect(ev.settings.date).toBe('2026-04-01');
      const res = await register(rotated);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('invalid-deck');
      expect(res.body.errors).toEqual([expect.objectContaining({ code: 'not-legal-in-format', cards: ['SOR_040'] })]);
      expect((await register(deckWith([], 17))).status).toBe(200);
    });

    it('accepts the same deck for an event dated before it (date in the settings works too)', async () => {
      const { ev, register } = await premierEvent({ settings: { date: '2026-03-01' } });
      expect((await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`)).body.date).toBe('2026-03-01');
      expect((await register(rotated)).status).toBe(200);
    });

    it('dates an event the day it is created by default, and refuses a date that is not a day', async () => {
      const before = new Date().toISOString().slice(0, 10);
      const { ev } = await premierEvent({});
      const after = new Date().toISOString().slice(0, 10);
      expect([before, after]).toContain(ev.date);
      const bad = await call(t.baseUrl, 'POST', '/api/v1/events', {
        body: { name: 'Bad', game: 'swu', format: 'swu-premier', date: '2026-13-01' },
      });
      expect(bad.status).toBe(400);
    });
  });
});
