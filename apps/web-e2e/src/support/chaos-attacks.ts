// The attack plan of the hostile-bodies chaos test: every endpoint, in every event state it can meet,
// with broken and extreme bodies, tokens, queries and paths, plus the attacks issue 9 found by hand.
import { randomUUID } from 'node:crypto';
import {
  genericBodies,
  heavyBodies,
  heavyValues,
  hostileValues,
  pollutionObject,
  serialize,
  type HostileBody,
} from './chaos-bodies';
import { baseBody, fieldPaths, withValueAt } from './chaos-base-bodies';
import { fillPath, type Endpoint, type PathValues } from './chaos-endpoints';
import { swuDeck, type Catalog, type EventContext } from './chaos-event-states';
import type { RawRequest } from './chaos-http';
import type { Attack } from './chaos-runner';

export interface Battlefield {
  endpoints: Endpoint[];
  contexts: EventContext[];
  catalog: Catalog;
  adminToken: string;
  /** An event of its own for the endpoints that rotate its tokens or close its registration. */
  spare: EventContext;
}

/** Endpoints that would lock every later attack out of an event (a rotated token, closed registration). */
const SPARE_ENDPOINTS = /\/(organizer-token|join-code|registration\/close)$/;

/** The event an endpoint is attacked in when one is enough: the playing one, or the spare. */
function mainContext(endpoint: Endpoint, b: Battlefield): EventContext {
  return SPARE_ENDPOINTS.test(endpoint.template) ? b.spare : contextOf(b, 'playing');
}

const JSON_TYPE = { 'content-type': 'application/json' };
const FOUR_XX = [400, 401, 403, 404, 409, 413, 415, 422];
const PLAYER_ENDPOINTS = /\/(me|picks|take-back)$/;

function contextOf(b: Battlefield, state: EventContext['state']): EventContext {
  const ctx = b.contexts.find((c) => c.state === state);
  if (!ctx) throw new Error(`no ${state} event was set up`);
  return ctx;
}

function pathValues(ctx: EventContext, catalog: Catalog): PathValues {
  return {
    id: ctx.id,
    playerId: ctx.players[0]?.id,
    podId: ctx.podId,
    seat: '1',
    number: '1',
    matchId: ctx.match?.id,
    game: 'swu',
    code: catalog.swuSet,
    joinCode: ctx.joinCode,
  };
}

/** The token that gets furthest into an endpoint: the player's for player actions, admin for imports. */
function strongestToken(endpoint: Endpoint, ctx: EventContext, b: Battlefield): string {
  if (PLAYER_ENDPOINTS.test(endpoint.template)) return ctx.players[0].token;
  if (endpoint.template === '/api/v1/card-sets' && endpoint.method === 'POST') return b.adminToken;
  return ctx.organizerToken;
}

/** The contexts an endpoint is attacked in: each event state when its path names an event or match. */
function contextsFor(endpoint: Endpoint, b: Battlefield): EventContext[] {
  if (SPARE_ENDPOINTS.test(endpoint.template)) return [b.spare];
  if (endpoint.template.includes('{matchId}')) return b.contexts.filter((c) => c.match);
  if (endpoint.template.includes('{id}')) return b.contexts;
  return [contextOf(b, 'playing')];
}

/** Where a valid body gets furthest into an endpoint: the states in which it does real work. */
const LIVE_STATES: Record<string, EventContext['state'][]> = {
  'PUT /api/v1/events/{id}/players/{playerId}/deck': ['deckbuilding'],
  'POST /api/v1/events/{id}/players': ['registration'],
  'POST /api/v1/events/{id}/picks': ['drafting'],
  'POST /api/v1/matches/{matchId}/result': ['playing', 'playing-pod', 'top-cut'],
};

function liveContextsFor(endpoint: Endpoint, b: Battlefield): EventContext[] {
  if (SPARE_ENDPOINTS.test(endpoint.template)) return [b.spare];
  const live = LIVE_STATES[`${endpoint.method} ${endpoint.template}`] ?? ['playing'];
  return b.contexts.filter((c) => live.includes(c.state));
}

/** The generic bodies sent in every state; the others go to each endpoint once, in the playing event. */
const EVERY_STATE_BODIES = new Set(['prototype pollution', 'unicode junk']);

function request(endpoint: Endpoint, path: string, token: string | undefined, body?: HostileBody | string): RawRequest {
  const hostile = typeof body === 'string' ? { body, headers: JSON_TYPE } : body;
  return {
    method: endpoint.method,
    path,
    headers: { ...(hostile?.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: hostile?.body,
  };
}

function label(endpoint: Endpoint, ctx: EventContext | undefined, what: string): string {
  return `${endpoint.method} ${endpoint.template}${ctx ? ` [${ctx.state}]` : ''} ${what}`;
}

/** Broken and odd bodies (light ones) on every endpoint in every state it can meet. */
export function genericAttacks(b: Battlefield): Attack[] {
  const bodies = genericBodies();
  return b.endpoints.flatMap((endpoint) =>
    contextsFor(endpoint, b).flatMap((ctx) =>
      bodies
        .filter((body) => ctx.state === 'playing' || EVERY_STATE_BODIES.has(body.name))
        .map((body) => ({
          group: 'generic',
          label: label(endpoint, ctx, body.name),
          request: request(
            endpoint,
            fillPath(endpoint.template, pathValues(ctx, b.catalog)),
            strongestToken(endpoint, ctx, b),
            body,
          ),
          expect: body.expect ? { status: [body.expect.status], code: body.expect.code } : undefined,
        })),
    ),
  );
}

/** A valid body with one field at a time replaced by a hostile value, with the token that reaches furthest. */
export function fieldAttacks(b: Battlefield): Attack[] {
  const values = hostileValues();
  return b.endpoints.flatMap((endpoint) =>
    liveContextsFor(endpoint, b).flatMap((ctx) => {
      const base = baseBody(endpoint, ctx, b.catalog);
      if (base === undefined) return [];
      const path = fillPath(endpoint.template, pathValues(ctx, b.catalog));
      const organizer = strongestToken(endpoint, ctx, b);
      // A player's report takes another road through the result endpoint than the organizer's.
      const player = endpoint.template.endsWith('/result')
        ? ctx.players.find((p) => ctx.match?.players.includes(p.id))
        : undefined;
      return fieldPaths(base, 3).flatMap((field) =>
        values.flatMap((value) =>
          [organizer, ...(player && field.length === 1 ? [player.token] : [])].map((token) => ({
            group: 'field',
            label: label(endpoint, ctx, `${field.join('.')} = ${value.name}${token === organizer ? '' : ' (player)'}`),
            request: request(endpoint, path, token, serialize(withValueAt(base, field, value.value))),
          })),
        ),
      );
    }),
  );
}

/** Missing, malformed, foreign and oversized tokens on every endpoint. */
export function tokenAttacks(b: Battlefield, otherEvent: EventContext): Attack[] {
  const headersFor = (ctx: EventContext): [string, Record<string, string | string[]>][] => [
    ['no token', {}],
    ['unknown token', { authorization: 'Bearer not-a-token' }],
    ['8 KB token', { authorization: `Bearer ${'a'.repeat(8000)}` }],
    ['latin-1 junk token', { authorization: 'Bearer \u00ff\u00fe\u00e9' }],
    ['two authorization headers', { authorization: [`Bearer ${ctx.organizerToken}`, 'Bearer other'] }],
    ["another event's organizer", { authorization: `Bearer ${otherEvent.organizerToken}` }],
    ["another event's player", { authorization: `Bearer ${otherEvent.players[0].token}` }],
    ['a player of this event', { authorization: `Bearer ${ctx.players[0].token}` }],
  ];
  return b.endpoints.flatMap((endpoint) => {
    const ctx = mainContext(endpoint, b);
    const base = baseBody(endpoint, ctx, b.catalog);
    const path = fillPath(endpoint.template, pathValues(ctx, b.catalog));
    return headersFor(ctx).map(([what, auth]) => ({
      group: 'token',
      label: label(endpoint, ctx, what),
      request: {
        method: endpoint.method,
        path,
        headers: { ...(base !== undefined ? JSON_TYPE : {}), ...auth },
        body: base !== undefined ? serialize(base) : undefined,
      },
    }));
  });
}

/** Odd path segments for every path parameter, and odd query strings for every query parameter. */
export function pathAndQueryAttacks(b: Battlefield): Attack[] {
  const segments: [string, string][] = [
    ['not a uuid', 'not-a-uuid'],
    ['65 characters', 'x'.repeat(65)],
    ['NUL', '%00'],
    ['bad percent-encoding', '%E0%A4%A'],
    ['overflowing number', '99999999999999999999'],
    ['emoji', encodeURIComponent('é💥')],
    ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ];
  const queries: [string, (name: string) => string][] = [
    ['repeated', (n) => `${n}=a&${n}=b`],
    ['bracket array', (n) => `${n}[]=x`],
    ['bracket pollution', (n) => `${n}[__proto__][${'chaosPolluted'}]=1&__proto__[x]=1`],
    ['8 KB value', (n) => `${n}=${'q'.repeat(8000)}`],
    ['bad percent-encoding', (n) => `${n}=%E0%A4%A`],
    ['NUL', (n) => `${n}=%00`],
  ];
  return b.endpoints.flatMap((endpoint) => {
    const ctx = mainContext(endpoint, b);
    const values = pathValues(ctx, b.catalog);
    const token = strongestToken(endpoint, ctx, b);
    const names = [...endpoint.template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const inPath = names.flatMap((name) =>
      segments.map(([what, segment]) => {
        const path = fillPath(endpoint.template.replace(`{${name}}`, '\u0001'), values).replace('\u0001', segment);
        return {
          group: 'path',
          label: label(endpoint, ctx, `${name} = ${what}`),
          request: request(endpoint, path, token),
        };
      }),
    );
    const inQuery = endpoint.queryNames.flatMap((name) =>
      queries.map(([what, query]) => ({
        group: 'path',
        label: label(endpoint, ctx, `?${name} ${what}`),
        request: request(endpoint, `${fillPath(endpoint.template, values)}?${query(name)}`, token),
      })),
    );
    return [...inPath, ...inQuery];
  });
}

/**
 * Megabyte bodies: all of them to every endpoint that takes a body, the ones the server must refuse
 * before parsing (too deep, too large) to every other endpoint; megabyte values in the first fields.
 */
export function heavyAttacks(b: Battlefield): Attack[] {
  const bodies = heavyBodies();
  const values = heavyValues();
  return b.endpoints.flatMap((endpoint) => {
    const ctx = mainContext(endpoint, b);
    const path = fillPath(endpoint.template, pathValues(ctx, b.catalog));
    const token = strongestToken(endpoint, ctx, b);
    const base = baseBody(endpoint, ctx, b.catalog);
    const whole = bodies
      .filter((body) => base !== undefined || body.expect)
      .map((body) => ({
        group: 'heavy',
        label: label(endpoint, ctx, body.name),
        request: request(endpoint, path, token, body),
        expect: body.expect ? { status: [body.expect.status], code: body.expect.code } : undefined,
      }));
    const fields = base === undefined ? [] : fieldPaths(base, 1).slice(0, 2);
    const inFields = fields.flatMap((field) =>
      values.map((value) => ({
        group: 'heavy',
        label: label(endpoint, ctx, `${field.join('.')} = ${value.name}`),
        request: request(endpoint, path, token, serialize(withValueAt(base, field, value.value))),
      })),
    );
    return [...whole, ...inFields];
  });
}

function post(path: string, body: unknown, token?: string): RawRequest {
  return {
    method: 'POST',
    path: `/api/v1${path}`,
    headers: { ...JSON_TYPE, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: serialize(body),
  };
}

function get(path: string, token?: string): RawRequest {
  return { method: 'GET', path: `/api/v1${path}`, headers: token ? { authorization: `Bearer ${token}` } : {} };
}

/** Issue 9 items 3, 4 and 12: the attacks that were verified by hand, with the answer the contract gives. */
export function knownAttacks(b: Battlefield, otherEvent: EventContext): Attack[] {
  return knownAttackList(b, otherEvent).map((attack) => ({ group: 'known', ...attack }));
}

function knownAttackList(b: Battlefield, otherEvent: EventContext): Omit<Attack, 'group'>[] {
  const pair = contextOf(b, 'playing');
  const pod = contextOf(b, 'playing-pod');
  const drafting = contextOf(b, 'drafting');
  const [a, c] = pair.match?.players ?? [];
  const podPlayers = pod.match?.players ?? [];
  const invalidResult = { status: [422], code: 'invalid-result' };
  const hugeWins = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`player-${i}-${'p'.repeat(8)}`, 1]));
  const unknownEvent = randomUUID();
  return [
    {
      label: 'item 4: placements on a two-player match (organizer)',
      request: post(`/matches/${pair.match?.id}/result`, { placements: [a, c] }, pair.organizerToken),
      expect: invalidResult,
    },
    {
      label: 'item 4: placements on a two-player match (player)',
      request: post(
        `/matches/${pair.match?.id}/result`,
        { placements: [c, a] },
        pair.players.find((p) => p.id === a)?.token,
      ),
      expect: invalidResult,
    },
    {
      label: 'item 4: wins on a pod',
      request: post(
        `/matches/${pod.match?.id}/result`,
        { wins: Object.fromEntries(podPlayers.map((p, i) => [p, i === 0 ? 1 : 0])) },
        pod.organizerToken,
      ),
      expect: invalidResult,
    },
    {
      label: 'item 4: placements that are not the pod players',
      request: post(
        `/matches/${pod.match?.id}/result`,
        { placements: [randomUUID(), randomUUID(), randomUUID()] },
        pod.organizerToken,
      ),
      expect: invalidResult,
    },
    {
      label: 'item 4: more game wins than bo3 has',
      request: post(`/matches/${pair.match?.id}/result`, { wins: { [a]: 3, [c]: 3 } }, pair.organizerToken),
      expect: { status: [400, 422] },
    },
    {
      label: 'item 4: a megabyte wins map',
      request: post(`/matches/${pair.match?.id}/result`, { wins: hugeWins }, pair.organizerToken),
      expect: { status: [400, 413, 422] },
    },
    {
      label: 'item 4: a megabyte reason',
      request: post(
        `/matches/${pair.match?.id}/result`,
        { wins: { [a]: 2, [c]: 0 }, reason: 'r'.repeat(1_000_000) },
        pair.organizerToken,
      ),
      expect: { status: [400] },
    },
    {
      label: 'item 4: tie arrays nested in placements',
      request: post(
        `/matches/${pod.match?.id}/result`,
        { placements: [[[[podPlayers[0]]]], podPlayers.slice(1)] },
        pod.organizerToken,
      ),
      expect: { status: [400, 422] },
    },
    {
      label: 'item 4: 1,000 placements',
      request: post(
        `/matches/${pod.match?.id}/result`,
        { placements: new Array(1000).fill(podPlayers[0]) },
        pod.organizerToken,
      ),
      expect: { status: [400, 422] },
    },
    {
      label: 'item 12: an overflowing round number',
      request: get(`/events/${pair.id}/rounds/99999999999999999999`, pair.organizerToken),
      expect: { status: [400] },
    },
    {
      label: 'item 12: an overflowing seat number',
      request: post(
        `/events/${drafting.id}/pods/${drafting.podId}/seats/99999999999999999999/bot`,
        {},
        drafting.organizerToken,
      ),
      expect: { status: [400] },
    },
    {
      label: 'item 12: a non-UUID event id',
      request: get('/events/not-a-uuid'),
      expect: { status: [404], code: 'not-found' },
    },
    {
      label: 'item 12: a non-UUID match id',
      request: post('/matches/not-a-uuid/result', { wins: {} }, pair.organizerToken),
      expect: { status: [404], code: 'not-found' },
    },
    {
      label: "item 12: picks in an unknown event with another event's player token",
      request: post(`/events/${unknownEvent}/picks`, { packId: 'p', instanceId: 'i' }, otherEvent.players[0].token),
      expect: { status: [404], code: 'not-found' },
    },
    {
      label: "item 12: me in an unknown event with another event's player token",
      request: get(`/events/${unknownEvent}/me`, otherEvent.players[0].token),
      expect: { status: [404], code: 'not-found' },
    },
    {
      label: 'item 12: an 8 KB Idempotency-Key on create',
      request: {
        ...post('/events', { name: 'Idem', game: 'swu', format: 'swu-premier' }),
        headers: { ...JSON_TYPE, 'idempotency-key': 'k'.repeat(8000) },
      },
    },
    {
      label: 'item 12: a junk Idempotency-Key on join',
      request: {
        ...post(`/events/${pair.id}/players`, { name: 'Idem', joinCode: pair.joinCode }),
        headers: { ...JSON_TYPE, 'idempotency-key': '\u00ff\u00fe junk' },
      },
    },
    {
      label: 'prototype pollution in a wins map',
      request: post(`/matches/${pair.match?.id}/result`, { wins: pollutionObject() }, pair.organizerToken),
      expect: { status: FOUR_XX },
    },
  ];
}

/** After the attacks: the calls item 4 broke for the whole event must still answer. */
export function aftermathChecks(b: Battlefield): Attack[] {
  return b.contexts.flatMap((ctx) =>
    [
      { label: `aftermath [${ctx.state}] standings`, request: get(`/events/${ctx.id}/standings`) },
      { label: `aftermath [${ctx.state}] round 1`, request: get(`/events/${ctx.id}/rounds/1`) },
      { label: `aftermath [${ctx.state}] top cut`, request: get(`/events/${ctx.id}/top-cut`) },
      { label: `aftermath [${ctx.state}] event`, request: get(`/events/${ctx.id}`) },
      {
        label: `aftermath [${ctx.state}] pairing preview`,
        request: post(`/events/${ctx.id}/rounds?preview=true`, {}, ctx.organizerToken),
      },
    ].map((attack) => ({ group: 'aftermath', ...attack })),
  );
}

/** Deck validation bodies whose work grows with a count the client sends (items 1 and 2). */
export function deckBombs(b: Battlefield): Attack[] {
  const validate = (what: string, body: unknown): Attack => ({
    group: 'bomb',
    label: `POST /api/v1/decks/validate ${what}`,
    request: post('/decks/validate', body),
    expect: { status: [200, 400, 413, 422] },
  });
  const deck = swuDeck(b.catalog);
  const units = b.catalog.swu.units;
  const manyEntries = (n: number, offset = 0) =>
    Array.from({ length: n }, (_, i) => ({ id: units[(offset + i) % units.length], count: 1 }));
  return [
    validate('item 2: swu-trilogy with 1,000 decks (4.7 MB)', {
      game: 'swu',
      format: 'swu-trilogy',
      deck: {
        decks: Array.from({ length: 1000 }, (_, i) => ({ ...swuDeck(b.catalog, i), deck: manyEntries(160, i) })),
      },
    }),
    validate('trilogy of 3 decks with 15,000 entries each', {
      game: 'swu',
      format: 'swu-trilogy',
      deck: { decks: [0, 1, 2].map((i) => ({ ...swuDeck(b.catalog, i), deck: manyEntries(15_000) })) },
    }),
    validate('premier deck with 100,000 entries', {
      game: 'swu',
      format: 'swu-premier',
      deck: { ...deck, deck: manyEntries(100_000) },
    }),
    validate('sealed deck of 50,000 entries against a 5,000-card pool', {
      game: 'swu',
      format: 'swu-sealed',
      set: b.catalog.swuSet,
      pool: Array.from({ length: 5000 }, (_, i) => units[i % units.length]),
      deck: { ...deck, deck: manyEntries(50_000) },
    }),
    validate('swu count 1,000,000,000', {
      game: 'swu',
      format: 'swu-premier',
      deck: { ...deck, deck: [{ id: units[0], count: 1_000_000_000 }] },
    }),
    validate('item 1: Destiny character at count 1,000,000,000', {
      game: 'destiny',
      format: 'destiny-standard',
      deck: { deck: [{ id: b.catalog.destinyCharacter, count: 1_000_000_000 }] },
    }),
  ];
}
