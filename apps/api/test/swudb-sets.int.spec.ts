import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, startTestApp, type TestApp } from './test-app';

const ADMIN = 'test-admin-token-0123456789';

/** TEST DATA: invented set files in the exact shape the public swu-db card API serves. */
const FIXTURES = join(__dirname, '..', '..', '..', 'libs', 'games', 'src', 'testing', 'swudb-fixtures');
const fixture = (file: string): { data: Record<string, unknown>[] } =>
  JSON.parse(readFileSync(join(FIXTURES, file), 'utf8'));

interface CardBody {
  id: string;
  type: string;
  aliases: string[];
  power?: number;
  imageUrl?: string;
}

describe('real swu-db set files over HTTP (contract rev 2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const importSwudb = (body: unknown) =>
    call(t.baseUrl, 'POST', '/api/v1/card-sets?format=swudb', { body, token: ADMIN });
  const cardsOf = async (code: string): Promise<CardBody[]> =>
    (await call<CardBody[]>(t.baseUrl, 'GET', `/api/v1/card-sets/swu/${code}/cards`)).body;

  it.each([
    ['xsr.json', 'XSR', 25],
    ['xib.json', 'XIB', 6],
    ['xlt.json', 'XLT', 6],
  ])('imports %s as it is', async (file, code, cards) => {
    const res = await importSwudb(fixture(file));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ game: 'swu', code, cards });
  });

  it('serves each card once with the ids of its other printings, its pictures and its stat modifiers', async () => {
    const cards = await cardsOf('XSR');
    expect(cards).toHaveLength(25);
    for (const card of cards) expect(Array.isArray(card.aliases)).toBe(true);
    const byId = new Map(cards.map((card) => [card.id, card]));
    expect(byId.has('XSR_270')).toBe(false);
    expect(byId.get('XSR_001')).toMatchObject({
      aliases: ['XSR_270', 'XSR_1001'],
      imageUrl: 'https://cdn.swu-db.com/images/cards/XSR/001.png',
    });
    expect(byId.get('XSR_033')?.aliases).toEqual([]);
    expect(byId.get('XSR_050')).toMatchObject({ type: 'upgrade', power: -1, aliases: ['XSR_310'] });
    expect((await cardsOf('XLT')).find((card) => card.id === 'XLT_059')).toMatchObject({
      power: -2,
      aliases: ['XLT_059F', 'XLT_2059'],
    });
  });

  describe('decks using variant ids', () => {
    let playable: string[];
    beforeAll(async () => {
      playable = (await cardsOf('XSR')).filter((c) => !['leader', 'base'].includes(c.type)).map((c) => c.id);
    });

    const deck = (leader: string, base: string, extra: { id: string; count: number }[] = []) => ({
      metadata: { name: 'Variant printings' },
      leader: { id: leader, count: 1 },
      base: { id: base, count: 1 },
      deck: [...playable.slice(0, 17).map((id) => ({ id, count: 3 })), ...extra],
    });
    const validate = (body: object) => call(t.baseUrl, 'POST', '/api/v1/decks/validate', { body });

    it('validate like the same deck of normal ids', async () => {
      const normal = await validate({ game: 'swu', format: 'swu-premier', deck: deck('XSR_001', 'XSR_019') });
      expect(normal.body).toEqual({ valid: true, errors: [] });
      const variants = await validate({ game: 'swu', format: 'swu-premier', deck: deck('XSR_1001', 'XSR_290') });
      expect(variants.status).toBe(200);
      expect(variants.body).toEqual({ valid: true, errors: [] });
    });

    it('count a variant as a copy of its card', async () => {
      const res = await validate({
        game: 'swu',
        format: 'swu-premier',
        deck: deck('XSR_270', 'XSR_019', [{ id: 'XSR_300', count: 1 }]),
      });
      expect(res.body.valid).toBe(false);
      expect(res.body.errors.map((e: { code: string }) => e.code)).toEqual(['too-many-copies']);
    });

    it('take a pool listed with variant ids', async () => {
      const pool = [...playable.slice(0, 6).flatMap((id) => [id, id, id, id, id]), 'XSR_270', 'XSR_042F'];
      const sealed = {
        leader: { id: 'XSR_001', count: 1 },
        base: { id: 'XSR_019', count: 1 },
        deck: [...playable.slice(0, 6).map((id) => ({ id, count: 5 })), { id: 'XSR_042', count: 1 }],
      };
      const res = await validate({ game: 'swu', format: 'swu-sealed', deck: sealed, pool, set: 'XSR' });
      expect(res.body).toEqual({ valid: true, errors: [] });
    });

    it('register for an event, and still mean their cards after the set is imported again', async () => {
      const ev = (
        await call(t.baseUrl, 'POST', '/api/v1/events', { body: { name: 'Store', game: 'swu', format: 'swu-premier' } })
      ).body;
      const ana = (
        await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
          body: { name: 'Ana', joinCode: ev.joinCode },
        })
      ).body;
      const path = `/api/v1/events/${ev.id}/players/${ana.id}/deck`;
      const body = deck('XSR_1001', 'XSR_290');
      const printings = [
        { id: 'XSR_1040', count: 1 },
        { id: 'XSR_1042', count: 1 },
        { id: 'XSR_040', count: 1 },
      ];
      body.deck = body.deck.flatMap((entry) => (entry.id === 'XSR_040' ? printings : [entry]));
      const first = await call(t.baseUrl, 'PUT', path, { body, token: ana.token });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ valid: true });

      expect((await importSwudb(fixture('xsr.json'))).status).toBe(201);
      const again = await call(t.baseUrl, 'PUT', path, { body, token: ana.token });
      expect(again.body).toEqual({ valid: true });
    });
  });

  describe('bounded input', () => {
    it('refuses a set file of a million rows before reading it (413)', async () => {
      const rawBody = `{"data":[${Array.from({ length: 1_000_000 }, () => '{}').join(',')}]}`;
      const started = Date.now();
      const res = await call(t.baseUrl, 'POST', '/api/v1/card-sets?format=swudb', { rawBody, token: ADMIN });
      console.log(`1,000,000-row set file refused in ${Date.now() - started} ms`);
      expect(res.status).toBe(413);
      expect(res.body.code).toBe('payload-too-large');
    });

    it('lists at most 1,000 problems of a broken file of 240,000 rows, and imports nothing', async () => {
      const rawBody = `{"data":[${Array.from({ length: 240_000 }, () => '{"a":0}').join(',')}]}`;
      const started = Date.now();
      const res = await call(t.baseUrl, 'POST', '/api/v1/card-sets?format=swudb', { rawBody, token: ADMIN });
      console.log(`240,000-row broken set file answered in ${Date.now() - started} ms`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid-card-set');
      expect(res.body.errors).toHaveLength(1_000);
      expect(res.body.detail).toContain('240000 problem(s)');
    });
  });
});
