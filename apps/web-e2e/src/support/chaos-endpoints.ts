import { randomUUID } from 'node:crypto';

/** One REST operation: method and path template, as the OpenAPI document (or the contract) names it. */
export interface Endpoint {
  method: string;
  /** e.g. `/api/v1/events/{id}/players/{playerId}/deck` */
  template: string;
  queryNames: string[];
  /** The request body schema when the document gives one (`$ref`s resolved by the caller). */
  bodySchema?: JsonSchema;
}

export interface JsonSchema {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  minimum?: number;
  maxLength?: number;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Every endpoint of the contract (`api-v1.md`); the OpenAPI document must list these and may add more. */
export const CONTRACT_ENDPOINTS: ReadonlyArray<readonly [string, string]> = [
  ['GET', '/api/v1/games'],
  ['POST', '/api/v1/card-sets'],
  ['GET', '/api/v1/card-sets'],
  ['GET', '/api/v1/card-sets/{game}/{code}/cards'],
  ['POST', '/api/v1/decks/validate'],
  ['POST', '/api/v1/events'],
  ['GET', '/api/v1/events/{id}'],
  ['POST', '/api/v1/events/{id}/players'],
  ['POST', '/api/v1/events/{id}/players/{playerId}/drop'],
  ['POST', '/api/v1/events/{id}/pods'],
  ['POST', '/api/v1/events/{id}/start'],
  ['GET', '/api/v1/events/{id}/me'],
  ['POST', '/api/v1/events/{id}/picks'],
  ['GET', '/api/v1/events/{id}/draft-log'],
  ['PUT', '/api/v1/events/{id}/players/{playerId}/deck'],
  ['POST', '/api/v1/events/{id}/rounds'],
  ['GET', '/api/v1/events/{id}/rounds/{number}'],
  ['POST', '/api/v1/matches/{matchId}/result'],
  ['GET', '/api/v1/events/{id}/standings'],
  ['POST', '/api/v1/events/{id}/top-cut'],
  ['GET', '/api/v1/events/{id}/top-cut'],
  ['GET', '/api/health'],
];

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** The document's operations plus any contract endpoint it forgot, each once. */
export function endpointsOf(doc: OpenApiDocument): Endpoint[] {
  const found = new Map<string, Endpoint>();
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!HTTP_METHODS.has(method)) continue;
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      found.set(`${method.toUpperCase()} ${template}`, {
        method: method.toUpperCase(),
        template,
        queryNames: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodySchema: schema ? resolveRef(doc, schema) : undefined,
      });
    }
  }
  for (const [method, template] of CONTRACT_ENDPOINTS) {
    const key = `${method} ${template}`;
    if (!found.has(key)) found.set(key, { method, template, queryNames: [] });
  }
  return [...found.values()];
}

export function resolveRef(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').at(-1) ?? '';
  return doc.components?.schemas?.[name] ?? {};
}

/** Values for path parameters; a parameter nobody named gets a fresh UUID (an unknown id, so 404). */
export type PathValues = Record<string, string | undefined>;

export function fillPath(template: string, values: PathValues): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? randomUUID()));
}

export function keyOf(endpoint: Pick<Endpoint, 'method' | 'template'>): string {
  return `${endpoint.method} ${endpoint.template}`;
}
