// What the process-level draft tests (the crash test and the chaos files) share: the wire shapes
// they read, a REST call that throws on failure, and a seeded generator for replayable runs.

export interface CreatedEvent {
  id: string;
  joinCode: string;
  organizerToken: string;
}

export interface JoinedPlayer {
  id: string;
  name: string;
  token: string;
}

/** One pick of `GET .../draft-log`. */
export interface LogPick {
  podId: string;
  seat: number;
  packNumber: number;
  pickNumber: number;
  packId: string;
  instanceId: string;
  cardId: string;
  auto: boolean;
}

/** Human picks per seat in an swu draft: 2 leaders (the 3rd is automatic) + 3 packs x 13 (the 14th is). */
export const SWU_HUMAN_PICKS_PER_SEAT = 2 + 3 * 13;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A REST call against `baseUrl`; anything but 2xx throws with the status and body. */
export async function api<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers['authorization'] = `Bearer ${token}`;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
