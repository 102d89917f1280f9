import fc, { type Arbitrary } from 'fast-check';
import {
  cardSetArb,
  deckArb,
  extremeValue,
  fromSchema,
  withOneHostileValue,
  type JsonSchema,
} from './support/fuzz-arbitraries';
import { buildFuzzWorld, type FuzzEvent } from './support/fuzz-world';
import { call, startTestApp, type TestApp } from './test-app';
import type { AppConfig } from '../src/config/app-config';

// Issue 9, "What to add so it stays fixed": a property-based fuzzer for request bodies built from the
// DTO shapes (the OpenAPI document's request schemas), run for a bounded time on the real app and
// database: no request, however odd, gets a 5xx, and every 4xx is a problem document.
// Replay a run with FUZZ_SEED=<seed printed below>; FUZZ_SECONDS sets the time budget (default 20).

interface Operation {
  method: string;
  template: string;
  queryNames: string[];
  bodySchema?: JsonSchema;
}
interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface FuzzRequest {
  method: string;
  path: string;
  token?: string;
  body?: unknown;
}

const SECONDS = Number(process.env['FUZZ_SECONDS'] ?? 20);
const SEED = Number(process.env['FUZZ_SEED'] ?? Date.now() % 2 ** 31);
const JUNK_IDS = [
  'not-a-uuid',
  '00000000-0000-4000-8000-000000000000',
  '99999999999999999999',
  '-1',
  '%00',
  'x'.repeat(65),
  '%E2%80%AE',
];

describe('fuzzing every request body from the DTO shapes (real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Rate limits off: a 429 is a fine answer, but it would stop the fuzzer from reaching the code.
    t = await startTestApp({
      rateLimitPerMinute: 10_000_000,
      rateLimitPerTokenPerMinute: 10_000_000,
    } as Partial<AppConfig>);
  }, 60_000);
  afterAll(() => t.close());

  // 500s the chaos suite found (apps/web-e2e/src/chaos/hostile-bodies.e2e.ts), kept as plain cases.
  describe('what the chaos suite found', () => {
    const swuEvent = { game: 'swu', format: 'swu-premier' };
    const cantinaSet = (name: string, cardName = 'Trooper') => ({
      game: 'swu',
      code: 'NUL',
      name,
      cards: [
        {
          ...{ id: 'NUL_001', number: 1, name: cardName, type: 'unit', rarity: 'common', cost: 2, unique: false },
          ...{ aspects: ['villainy'], arenas: ['ground'], traits: ['trooper'] },
        },
      ],
      booster: null,
    });

    it.each([
      ['an event name', '/api/v1/events', { ...swuEvent, name: 'Friday\u0000Draft' }],
      ['an event seed', '/api/v1/events', { ...swuEvent, name: 'Seeded', seed: 'a\u0000b' }],
      ['a card-set name', '/api/v1/card-sets', cantinaSet('Null\u0000Set')],
      ['a card name (stored as jsonb)', '/api/v1/card-sets', cantinaSet('Null set', 'Troo\u0000per')],
    ])('a NUL character in %s is a 400, not a 500', async (_what, path, body) => {
      const res = await call(t.baseUrl, 'POST', path, { body, token: 'test-admin-token-0123456789' });
      expect({ status: res.status, type: res.contentType }).toEqual({
        status: 400,
        type: expect.stringContaining('application/problem+json'),
      });
    });

    it('a NUL character in a player name is a 400, not a 500', async () => {
      const ev = (await call(t.baseUrl, 'POST', '/api/v1/events', { body: { ...swuEvent, name: 'Nul' } })).body;
      const res = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
        body: { name: 'Ana\u0000', joinCode: ev.joinCode },
      });
      expect(res.status).toBe(400);
    });

    it.each(['/api/v1/events/by-code/%00', '/api/v1/card-sets/swu/%00/cards'])(
      'a NUL character in the path of %s is a 4xx problem, not a 500',
      async (path) => {
        const res = await call(t.baseUrl, 'GET', path);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.contentType).toContain('application/problem+json');
      },
    );

    it('"settings": null when creating an event is a 400, not a 500', async () => {
      const res = await call(t.baseUrl, 'POST', '/api/v1/events', {
        body: { ...swuEvent, name: 'Null', settings: null },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation-failed');
    });
  });

  it(`answers fuzzed requests to every endpoint without a 5xx (seed ${SEED}, ${SECONDS} s)`, async () => {
    const { world, events } = await buildFuzzWorld(t.baseUrl);
    const doc = (await call<OpenApi>(t.baseUrl, 'GET', '/api/docs-json')).body;
    const resolve = (schema: JsonSchema): JsonSchema =>
      schema.$ref ? (doc.components?.schemas?.[schema.$ref.split('/').at(-1) ?? ''] ?? {}) : schema;
    const operations: Operation[] = Object.entries(doc.paths).flatMap(([template, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase(),
        template,
        queryNames: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodySchema: op.requestBody?.content?.['application/json']?.schema,
      })),
    );
    expect(operations.length).toBeGreaterThan(20);

    const adminToken = 'test-admin-token-0123456789';
    const tokenOf = (ev: FuzzEvent, kind: string): string | undefined =>
      ({
        organizer: ev.organizerToken,
        player: ev.players[0]?.token,
        'other player': events.find((e) => e !== ev)?.players[1]?.token,
        admin: adminToken,
        junk: 'not-a-token',
      })[kind];
    const pathValue = (ev: FuzzEvent, name: string): string | undefined =>
      ({
        id: ev.id,
        playerId: ev.players[0]?.id,
        podId: ev.podId,
        matchId: ev.matchId,
        seat: '1',
        number: '1',
        game: 'swu',
        code: world.setCodes[0],
        joinCode: world.joinCodes[0],
      })[name];
    /** The events that have a value for every path parameter of the operation (a pod, a match). */
    const eventsFor = (op: Operation): FuzzEvent[] => {
      const names = [...op.template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const fitting = events.filter((ev) => names.every((name) => pathValue(ev, name) !== undefined));
      return fitting.length ? fitting : events;
    };

    function bodyFor(op: Operation): Arbitrary<{ body?: unknown; query: string }> {
      if (op.method === 'POST' && op.template === '/api/v1/card-sets') {
        return cardSetArb(world).chain(({ format, body }) =>
          withOneHostileValue(fc.constant(body)).map((b) => ({
            body: b,
            query: `?format=${encodeURIComponent(format)}`,
          })),
        );
      }
      const query = op.queryNames.length
        ? fc
            .option(
              fc.tuple(
                fc.constantFrom(...op.queryNames),
                fc.oneof(fc.constantFrom('true', 'swu', 'cantina'), fc.string()),
              ),
              { freq: 2 },
            )
            .map((q) => (q ? `?${q[0]}=${encodeURIComponent(q[1])}` : ''))
        : fc.constant('');
      const body: Arbitrary<unknown> = op.template.endsWith('/deck')
        ? deckArb(world)
        : op.bodySchema && op.bodySchema.type !== 'string'
          ? fromSchema(op.bodySchema, world, resolve)
          : fc.option(fc.oneof(fc.jsonValue({ maxDepth: 3 }), extremeValue), { freq: 3 }).map((b) => b ?? undefined);
      return fc.record({ body: withOneHostileValue(body), query });
    }

    const requestArb: Arbitrary<FuzzRequest> = fc.constantFrom(...operations).chain((op) =>
      fc
        .record({
          ev: fc.constantFrom(...eventsFor(op)),
          token: fc.constantFrom('organizer', 'organizer', 'player', 'player', 'other player', 'admin', 'junk', 'none'),
          // One request in ten names an id that is not ours (fc.option's freq is the odds of *no* value).
          junkId: fc.oneof(
            { arbitrary: fc.constant(undefined), weight: 9 },
            { arbitrary: fc.constantFrom(...JUNK_IDS), weight: 1 },
          ),
          payload: bodyFor(op),
        })
        .map(({ ev, token, junkId, payload }) => ({
          method: op.method,
          path:
            op.template.replace(
              /\{(\w+)\}/g,
              (_m, name: string) => junkId ?? encodeURIComponent(pathValue(ev, name) ?? 'unknown'),
            ) + payload.query,
          token: tokenOf(ev, token),
          // fetch sends no body with a GET; the chaos suite (apps/web-e2e/src/chaos) sends those.
          body: op.method === 'GET' ? undefined : payload.body,
        })),
    );

    const statuses: Record<number, number> = {};
    const notProblems: string[] = [];
    console.log(`fuzz seed ${SEED} (replay: FUZZ_SEED=${SEED} npx jest apps/api/test/fuzz-bodies.int.spec.ts)`);
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(requestArb, async (req) => {
        const res = await call(t.baseUrl, req.method, req.path, { token: req.token, body: req.body });
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status >= 500) {
          throw new Error(
            `${req.method} ${req.path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 400)}`,
          );
        }
        if (res.status >= 400 && !res.contentType.startsWith('application/problem+json')) {
          notProblems.push(`${req.method} ${req.path} ${res.status} ${res.contentType}`);
        }
      }),
      { seed: SEED, numRuns: 5000, plugins: [fc.interruptAfterTimeLimit(SECONDS * 1000)] },
    );
    const runs = Object.values(statuses).reduce((a, b) => a + b, 0);
    console.log(
      `fuzz: ${runs} requests to ${operations.length} endpoints in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
        `seed ${SEED}, statuses ${JSON.stringify(statuses)}, 0 answers >= 500`,
    );
    expect(runs).toBeGreaterThan(50);
    expect(notProblems).toEqual([]);
  }, 180_000);
});
