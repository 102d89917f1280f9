import type { Catalog, EventContext } from './chaos-event-states';
import { swuDeck } from './chaos-event-states';
import type { Endpoint, JsonSchema } from './chaos-endpoints';

/**
 * A valid-looking body for an endpoint in a given event, so that a hostile value put in one field is
 * the only thing wrong with it. Endpoints this file does not know get a body made from their schema.
 */
export function baseBody(endpoint: Endpoint, ctx: EventContext, catalog: Catalog): unknown {
  const [a, b, c, d] = ctx.match?.players ?? ctx.players.map((p) => p.id);
  switch (`${endpoint.method} ${endpoint.template}`) {
    case 'POST /api/v1/events':
      return {
        name: 'Chaos night',
        game: 'swu',
        format: 'swu-premier',
        set: catalog.swuSet,
        seed: 'chaos',
        date: '2026-11-27',
        settings: {
          podSize: 8,
          bots: true,
          pickTimer: 'casual',
          rounds: 3,
          matchFormat: 'bo3',
          decklists: 'optional',
          topCut: 0,
          packsPerPlayer: 6,
          roundMinutes: 50,
        },
      };
    case 'POST /api/v1/events/{id}/players':
      return { name: 'Zed', joinCode: ctx.joinCode };
    case 'POST /api/v1/card-sets':
      return {
        game: 'swu',
        code: 'CHX',
        name: 'Chaos set',
        cards: [
          {
            id: 'CHX_001',
            number: 1,
            name: 'Chaos Trooper',
            type: 'unit',
            rarity: 'common',
            aspects: ['villainy'],
            cost: 2,
            unique: false,
            arenas: ['ground'],
            traits: ['trooper'],
          },
        ],
        booster: null,
      };
    case 'POST /api/v1/decks/validate':
      return { game: 'swu', format: 'swu-premier', deck: swuDeck(catalog), set: catalog.swuSet, date: '2026-11-27' };
    case 'PUT /api/v1/events/{id}/players/{playerId}/deck':
      return swuDeck(catalog);
    case 'POST /api/v1/events/{id}/picks':
      return ctx.pick ?? { packId: 'pack', instanceId: 'card' };
    case 'POST /api/v1/events/{id}/rounds/{number}/timer':
      return { action: 'extend', minutes: 5 };
    case 'POST /api/v1/matches/{matchId}/result':
      return ctx.state === 'playing-pod' ? { placements: [a, [b, c], d] } : { wins: { [a]: 2, [b]: 1 }, draws: 0 };
    case 'POST /api/v1/events/{id}/top-cut':
      return { size: 4 };
    case 'POST /api/v1/events/{id}/rounds':
      return { matches: [{ players: [a, b] }, { players: [c, d] }] };
    default:
      return endpoint.bodySchema ? fromSchema(endpoint.bodySchema) : undefined;
  }
}

/** A plausible value for a JSON schema: its example, default or first enum value, else by type. */
export function fromSchema(schema: JsonSchema, depth = 0): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (depth > 4) return null;
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, sub]) => [key, fromSchema(sub, depth + 1)]),
      );
    case 'array':
      return schema.items ? [fromSchema(schema.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return 'chaos';
    default:
      return schema.properties ? fromSchema({ ...schema, type: 'object' }, depth) : {};
  }
}

/** Every path into a body (objects' keys, arrays' first item), down to `maxDepth`: where to put a hostile value. */
export function fieldPaths(value: unknown, maxDepth = 4, prefix: (string | number)[] = []): (string | number)[][] {
  if (prefix.length >= maxDepth || value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.length
      ? [[0, value[0]]]
      : []
    : Object.entries(value as Record<string, unknown>);
  return entries.flatMap(([key, sub]) => {
    const path = [...prefix, key];
    return [path, ...fieldPaths(sub, maxDepth, path)];
  });
}

/** A deep copy of `body` with the value at `path` replaced. */
export function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(body)) {
    const copy = [...body];
    copy[head as number] = withValueAt(copy[head as number], rest, value);
    return copy;
  }
  const copy = { ...(body as Record<string, unknown>) };
  Object.defineProperty(copy, head, {
    value: withValueAt(copy[head as string], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}
