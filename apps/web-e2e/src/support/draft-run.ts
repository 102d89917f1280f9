// What the process-level draft tests (the crash test and the chaos files) share: the wire shapes
// they read, a REST call that throws on failure, a seeded generator for replayable runs, and the
// end of a draft: waiting for every phone, then reading the seats and the log to check picks against.
import type { PlayerView } from './socket-drafter';

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

/**
 * Every phone's final view once all have finished; rejects as soon as `failure` does (a fault the test
 * injects went wrong), or after `timeoutMs` with what `progress()` says about the run so far.
 */
export async function allFinished(
  drafters: readonly { done: Promise<PlayerView> }[],
  failure: Promise<never>,
  timeoutMs: number,
  progress: () => string,
): Promise<PlayerView[]> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the draft did not finish: ${progress()}`)), timeoutMs);
  });
  try {
    return await Promise.race([Promise.all(drafters.map((d) => d.done)), failure, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** A finished one-pod draft as the organizer reads it: each player's seat and the log's picks. */
export interface DraftRecord {
  pods: { id: string; seats: { seat: number; playerId: string | null }[] }[];
  picks: LogPick[];
  seatOf(playerId: string): number | undefined;
  /** The log's entry for an acknowledged pick of `seat`, if the log has it. */
  logged(seat: number | undefined, pick: { packId: string; instanceId: string }): LogPick | undefined;
  /** The log's picks of one seat, in order. */
  picksOf(seat: number | undefined): LogPick[];
}

export async function draftRecord(baseUrl: string, ev: CreatedEvent): Promise<DraftRecord> {
  const pods = await api<DraftRecord['pods']>(
    baseUrl,
    'GET',
    `/api/v1/events/${ev.id}/pods`,
    undefined,
    ev.organizerToken,
  );
  const log = await api<{ picks: LogPick[] }>(
    baseUrl,
    'GET',
    `/api/v1/events/${ev.id}/draft-log`,
    undefined,
    ev.organizerToken,
  );
  const key = (seat: number | undefined, packId: string, instanceId: string) => `${seat}:${packId}:${instanceId}`;
  const byKey = new Map(log.picks.map((p) => [key(p.seat, p.packId, p.instanceId), p]));
  return {
    pods,
    picks: log.picks,
    seatOf: (playerId) => pods[0]?.seats.find((s) => s.playerId === playerId)?.seat,
    logged: (seat, pick) => byKey.get(key(seat, pick.packId, pick.instanceId)),
    picksOf: (seat) => log.picks.filter((p) => p.seat === seat),
  };
}
