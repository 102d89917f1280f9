import { call, startTestApp, type TestApp } from './test-app';

const ADMIN = 'test-admin-token-0123456789';

function swuCard(number: number, fields: Record<string, unknown> = {}) {
  return {
    id: `TST_${String(number).padStart(3, '0')}`,
    number,
    name: `Test Card ${number}`,
    type: 'unit',
    rarity: 'common',
    aspects: ['command'],
    cost: 2,
    unique: false,
    arenas: ['ground'],
    traits: [],
    ...fields,
  };
}

function swuSet(cards: unknown[], code = 'TST') {
  return { game: 'swu', code, name: 'Test Set (invented)', cards, booster: null };
}

describe('card sets over HTTP (real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('seeds one demo set per game at first start', async () => {
    const res = await call(t.baseUrl, 'GET', '/api/v1/card-sets');
    expect(res.status).toBe(200);
    const demo = res.body.filter((s: { demo: boolean }) => s.demo);
    expect(demo.map((s: { game: string }) => s.game).sort()).toEqual(['dbg', 'destiny', 'swtcg', 'swu']);
    for (const set of demo) {
      expect(set.name).toMatch(/demo/i);
      expect(set.cards).toBeGreaterThan(50);
    }
    const swu = await call(t.baseUrl, 'GET', '/api/v1/card-sets?game=swu');
    expect(swu.body.map((s: { code: string }) => s.code)).toContain('CDA');
    const cards = await call(t.baseUrl, 'GET', '/api/v1/card-sets/swu/CDA/cards');
    expect(cards.status).toBe(200);
    expect(cards.body.length).toBe(swu.body.find((s: { code: string }) => s.code === 'CDA').cards);
    const numbers = cards.body.map((c: { number: number }) => c.number);
    expect(numbers).toEqual([...numbers].sort((a: number, b: number) => a - b));
  });

  it('needs the admin token to import: 401 without or with a bad one, 403 with an organizer token', async () => {
    const body = swuSet([swuCard(1)]);
    expect((await call(t.baseUrl, 'POST', '/api/v1/card-sets', { body })).status).toBe(401);
    expect((await call(t.baseUrl, 'POST', '/api/v1/card-sets', { body, token: 'nope' })).status).toBe(401);
    const event = await call(t.baseUrl, 'POST', '/api/v1/events', {
      body: { name: 'E', game: 'swu', format: 'swu-premier' },
    });
    const asOrganizer = await call(t.baseUrl, 'POST', '/api/v1/card-sets', { body, token: event.body.organizerToken });
    expect(asOrganizer.status).toBe(403);
    expect(asOrganizer.contentType).toContain('application/problem+json');
  });

  it('imports a set, lists it, serves its cards, and replaces it on re-import', async () => {
    const first = await call(t.baseUrl, 'POST', '/api/v1/card-sets', {
      body: swuSet(
        [swuCard(1), swuCard(2), swuCard(3)].map((c) => ({ ...c, id: c.id.replace('TST', 'RPL') })),
        'RPL',
      ),
      token: ADMIN,
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ game: 'swu', code: 'RPL', cards: 3 });
    const again = await call(t.baseUrl, 'POST', '/api/v1/card-sets', {
      body: swuSet(
        [swuCard(1, { name: 'Renamed' }), swuCard(5)].map((c) => ({ ...c, id: c.id.replace('TST', 'RPL') })),
        'RPL',
      ),
      token: ADMIN,
    });
    expect(again.status).toBe(201);
    expect(again.body.cards).toBe(2);
    const cards = await call(t.baseUrl, 'GET', '/api/v1/card-sets/swu/RPL/cards');
    expect(cards.body.map((c: { id: string; name: string }) => [c.id, c.name])).toEqual([
      ['RPL_001', 'Renamed'],
      ['RPL_005', 'Test Card 5'],
    ]);
  });

  it('lists every problem of a malformed set and imports nothing, leaving the old set intact', async () => {
    const good = swuSet(
      [swuCard(1), swuCard(2)].map((c) => ({ ...c, id: c.id.replace('TST', 'BAD') })),
      'BAD',
    );
    expect((await call(t.baseUrl, 'POST', '/api/v1/card-sets', { body: good, token: ADMIN })).status).toBe(201);

    const bad = swuSet(
      [
        { ...swuCard(1), id: 'BAD_001', rarity: 'mythic' },
        { ...swuCard(2), id: 'BAD_002', type: 'spaceship', cost: -3 },
        { ...swuCard(3), id: 'BAD_003', name: '' },
        { ...swuCard(4), id: 'BAD_003' },
      ],
      'BAD',
    );
    const res = await call(t.baseUrl, 'POST', '/api/v1/card-sets', { body: bad, token: ADMIN });
    expect(res.status).toBe(400);
    expect(res.contentType).toContain('application/problem+json');
    expect(res.body.code).toBe('invalid-card-set');
    const paths: string[] = res.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['cards[0].rarity', 'cards[1].type', 'cards[2].name']));
    expect(paths.some((p) => p.startsWith('cards[3]'))).toBe(true);

    const cards = await call(t.baseUrl, 'GET', '/api/v1/card-sets/swu/BAD/cards');
    expect(cards.body.map((c: { id: string }) => c.id)).toEqual(['BAD_001', 'BAD_002']);
  });

  it('imports the swu-db format, keeping only Normal variant rows as cards', async () => {
    const row = (number: string, variant: string, extra: Record<string, unknown> = {}) => ({
      Set: 'SWD',
      Number: number,
      Name: `Swudb Card ${number}`,
      Type: 'Unit',
      Aspects: ['Vigilance'],
      Traits: ['TRAIT'],
      Arenas: ['Ground'],
      Cost: '3',
      Power: '2',
      HP: '4',
      Rarity: 'Common',
      Unique: false,
      DoubleSided: false,
      VariantType: variant,
      ...extra,
    });
    const body = {
      data: [
        row('001', 'Normal'),
        row('001', 'Foil'),
        row('002', 'Normal', { Type: 'Event', Arenas: [] }),
        row('250', 'Hyperspace'),
      ],
    };
    const res = await call(t.baseUrl, 'POST', '/api/v1/card-sets?format=swudb', { body, token: ADMIN });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ game: 'swu', code: 'SWD', cards: 2 });
    const cards = await call(t.baseUrl, 'GET', '/api/v1/card-sets/swu/SWD/cards');
    expect(cards.body.map((c: { id: string }) => c.id)).toEqual(['SWD_001', 'SWD_002']);
    expect(cards.body[0]).toMatchObject({ type: 'unit', aspects: ['vigilance'], cost: 3, arenas: ['ground'] });
  });

  it('refuses an unknown import format and an unknown game', async () => {
    const res = await call(t.baseUrl, 'POST', '/api/v1/card-sets?format=xml', { body: swuSet([]), token: ADMIN });
    expect(res.status).toBe(400);
    expect((await call(t.baseUrl, 'GET', '/api/v1/card-sets?game=chess')).status).toBe(400);
    expect((await call(t.baseUrl, 'GET', '/api/v1/card-sets/swu/NOPE/cards')).status).toBe(404);
    expect((await call(t.baseUrl, 'GET', '/api/v1/card-sets/chess/CDA/cards')).status).toBe(404);
  });
});
