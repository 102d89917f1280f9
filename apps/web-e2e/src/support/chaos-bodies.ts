// Hostile request bodies and field values for the chaos suite (issue 9, "What to add so it stays fixed").
// Bodies are built as strings up front, so sending them costs the test nothing while the probe runs.

/** A JSON text that JSON.stringify cannot write (`-0`, `1e999`, a 2^53+1 literal), spliced in by `serialize`. */
export function raw(jsonText: string): string {
  return `__chaos_raw__${jsonText}__chaos_raw__`;
}

/** JSON.stringify, with `raw(...)` markers replaced by their JSON text. */
export function serialize(value: unknown): string {
  return JSON.stringify(value).replace(/"__chaos_raw__(.*?)__chaos_raw__"/g, (_m, text: string) => text);
}

/** The marker every prototype-pollution payload tries to plant; no response may ever carry it. */
export const POLLUTION_MARKER = 'chaosPolluted';

/** An object whose own keys are `__proto__` and `constructor` (a literal would set the prototype instead). */
export function pollutionObject(): Record<string, unknown> {
  return JSON.parse(
    `{"__proto__":{"${POLLUTION_MARKER}":"yes","isAdmin":true},` +
      `"constructor":{"prototype":{"${POLLUTION_MARKER}":"yes"}},"prototype":{"${POLLUTION_MARKER}":"yes"}}`,
  ) as Record<string, unknown>;
}

/** `depth` nested arrays or objects, as text (100,000 levels is 200 KB / 600 KB). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Text and code points that break naive string handling: NUL, a lone surrogate, bidi overrides, zalgo. */
export const UNICODE_JUNK = '\u0000nul\ud800\udfff\ud800 \u202eevil\u202c Z\u0351\u0352\u0357\u0310 \uffff\ufeff💥';

export interface NamedValue {
  name: string;
  value: unknown;
}

/** Small values of every wrong type and edge, to put in place of any one field of a valid body. */
export function hostileValues(): NamedValue[] {
  return [
    { name: 'null', value: null },
    { name: 'true', value: true },
    { name: 'minus one', value: -1 },
    { name: 'half', value: 0.5 },
    { name: '1e9', value: 1_000_000_000 },
    { name: '1e308', value: raw('1e308') },
    { name: 'negative zero', value: raw('-0') },
    { name: 'infinity literal 1e999', value: raw('1e999') },
    { name: '2^53+1', value: raw('9007199254740993') },
    { name: 'string NaN', value: 'NaN' },
    { name: 'empty string', value: '' },
    { name: '10k string', value: 'x'.repeat(10_000) },
    { name: 'unicode junk', value: UNICODE_JUNK },
    { name: 'empty array', value: [] },
    { name: 'empty object', value: {} },
    { name: 'prototype pollution', value: pollutionObject() },
    { name: '60 nested arrays', value: JSON.parse(deepJson(60, 'array')) },
  ];
}

/** Values in the megabytes (each body stays under the 5 MB limit), for a few fields of each endpoint. */
export function heavyValues(): NamedValue[] {
  return [
    { name: '300,000-item array', value: new Array<number>(300_000).fill(1) },
    { name: '4 MB string', value: 'w'.repeat(4 * 1024 * 1024) },
    { name: '60,000-key object', value: Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 1])) },
  ];
}

export interface HostileBody {
  name: string;
  body: string | Buffer;
  headers?: Record<string, string>;
  /** What the contract says this body gets, when it says something more precise than "a 4xx". */
  expect?: { status: number; code?: string };
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Light bodies that do not depend on the endpoint: broken JSON, wrong types, odd encodings. */
export function genericBodies(): HostileBody[] {
  const json = (name: string, body: string, expect?: HostileBody['expect']): HostileBody => ({
    name,
    body,
    headers: JSON_TYPE,
    expect,
  });
  return [
    json('empty object', '{}'),
    json('a string', '"hello"'),
    json('truncated JSON', '{"name":', { status: 400, code: 'invalid-json' }),
    json('single quotes', "{'name':'x'}", { status: 400, code: 'invalid-json' }),
    json('NaN literal', '{"n":NaN}', { status: 400, code: 'invalid-json' }),
    json('duplicate keys', '{"name":"a","name":"b","game":"swu","game":"x"}'),
    json('numbers at the edges', '{"a":1e308,"b":-0,"c":1e999,"d":9007199254740993,"e":-1e-400}'),
    json('prototype pollution', JSON.stringify(pollutionObject())),
    json('unicode junk', JSON.stringify({ name: UNICODE_JUNK, id: UNICODE_JUNK, joinCode: UNICODE_JUNK })),
    json('65 nested arrays', deepJson(65, 'array'), { status: 400, code: 'body-too-deep' }),
    { name: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), headers: JSON_TYPE },
    { name: 'text/plain JSON', body: '{"name":"plain"}', headers: { 'content-type': 'text/plain' } },
    {
      name: 'form body',
      body: 'name=x&__proto__[a]=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    { name: 'unknown charset', body: '{"a":1}', headers: { 'content-type': 'application/json; charset=klingon' } },
    { name: 'gzip that is not', body: '{"a":1}', headers: { ...JSON_TYPE, 'content-encoding': 'gzip' } },
  ];
}

/** Bodies in the megabytes, sent once to every endpoint. */
export function heavyBodies(): HostileBody[] {
  const fiveMb = 5 * 1024 * 1024;
  return [
    {
      name: '100,000 nested arrays',
      body: deepJson(100_000, 'array'),
      headers: JSON_TYPE,
      expect: { status: 400, code: 'body-too-deep' },
    },
    {
      name: '100,000 nested objects',
      body: deepJson(100_000, 'object'),
      headers: JSON_TYPE,
      expect: { status: 400, code: 'body-too-deep' },
    },
    { name: '2,000,000-item array', body: `[${new Array(2_000_000).fill('0').join(',')}]`, headers: JSON_TYPE },
    { name: '4.9 MB string', body: JSON.stringify({ name: 's'.repeat(fiveMb - 200 * 1024) }), headers: JSON_TYPE },
    {
      name: '150,000 tiny objects',
      body: JSON.stringify({ deck: Array.from({ length: 150_000 }, () => ({ id: 'X', count: 1 })) }),
      headers: JSON_TYPE,
    },
    {
      name: 'just over 5 MB',
      body: JSON.stringify({ name: 'o'.repeat(fiveMb + 1024) }),
      headers: JSON_TYPE,
      expect: { status: 413, code: 'payload-too-large' },
    },
  ];
}
