import type { RawClient, RawOutcome, RawRequest } from './chaos-http';

/** One hostile request and what the contract says about its answer. */
export interface Attack {
  /** Which part of the plan it belongs to (known, generic, field, token, path, heavy, bomb, aftermath). */
  group: string;
  /** e.g. `POST /api/v1/matches/{matchId}/result [playing] wins = 1e308` */
  label: string;
  request: RawRequest;
  /** A precise answer the contract gives (status, and code when set); else any 4xx problem or a 2xx. */
  expect?: { status: number[]; code?: string };
}

export interface AttackRecord {
  attack: Attack;
  outcome: RawOutcome;
  startedAt: number;
  endedAt: number;
}

/**
 * Sends the attacks `concurrency` at a time, in order; every answer (or its absence) is recorded.
 * Attacks not started by `deadline` (a Date.now()) are recorded as unanswered: a server too slow to
 * get through the attack fails the test in bounded time instead of hanging it.
 */
export async function runAttacks(
  client: RawClient,
  attacks: Attack[],
  concurrency: number,
  deadline = Infinity,
): Promise<AttackRecord[]> {
  const records: AttackRecord[] = new Array(attacks.length);
  let next = 0;
  async function lane() {
    while (next < attacks.length) {
      const index = next++;
      const attack = attacks[index];
      const startedAt = Date.now();
      const outcome: RawOutcome =
        startedAt > deadline
          ? { kind: 'error', error: 'not sent: the server was too slow to get through the attack in time', ms: 0 }
          : await client.send(attack.request);
      records[index] = { attack, outcome, startedAt, endedAt: Date.now() };
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  return records;
}

export interface Finding {
  label: string;
  method: string;
  path: string;
  /** The status, or the client error when no answer came. */
  got: string;
  detail: string;
}

function finding(record: AttackRecord, detail: string): Finding {
  const { attack, outcome } = record;
  return {
    label: attack.label,
    method: attack.request.method,
    path: attack.request.path.length > 160 ? `${attack.request.path.slice(0, 160)}…` : attack.request.path,
    got: outcome.kind === 'response' ? String(outcome.status) : `no answer (${outcome.error})`,
    detail: detail.length > 300 ? `${detail.slice(0, 300)}…` : detail,
  };
}

function parseProblem(text: string): { status?: unknown; code?: unknown } | undefined {
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' ? (body as { status?: unknown; code?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}

/** 5xx answers and requests that got no answer at all (a crash, a reset, a hang). */
export function serverFaults(records: AttackRecord[]): Finding[] {
  return records.flatMap((r) => {
    if (r.outcome.kind === 'error') return [finding(r, 'no HTTP answer')];
    return r.outcome.status >= 500 ? [finding(r, r.outcome.text)] : [];
  });
}

/** 4xx answers that are not an `application/problem+json` document with that status and a code. */
export function malformedProblems(records: AttackRecord[]): Finding[] {
  return records.flatMap((r) => {
    const o = r.outcome;
    if (o.kind !== 'response' || o.status < 400 || o.status >= 500) return [];
    const body = parseProblem(o.text);
    const ok =
      o.contentType.startsWith('application/problem+json') &&
      body?.status === o.status &&
      typeof body.code === 'string';
    return ok ? [] : [finding(r, `${o.contentType}: ${o.text}`)];
  });
}

/** Answers that differ from the precise answer the contract gives for that attack. */
export function contractMismatches(records: AttackRecord[]): Finding[] {
  return records.flatMap((r) => {
    const { expect } = r.attack;
    const o = r.outcome;
    if (!expect || o.kind !== 'response') return [];
    const code = parseProblem(o.text)?.code;
    const ok = expect.status.includes(o.status) && (expect.code === undefined || code === expect.code);
    return ok ? [] : [finding(r, `expected ${expect.status.join('/')} ${expect.code ?? ''}; body ${o.text}`)];
  });
}

export function countByStatus(records: AttackRecord[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { outcome } of records) {
    const key = outcome.kind === 'response' ? String(outcome.status) : 'no-answer';
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Per group: how many attacks, and how long their answers took in all and at worst. */
export function timingByGroup(
  records: AttackRecord[],
): Record<string, { attacks: number; totalMs: number; worstMs: number }> {
  const groups: Record<string, { attacks: number; totalMs: number; worstMs: number }> = {};
  for (const { attack, outcome } of records) {
    const g = (groups[attack.group] ??= { attacks: 0, totalMs: 0, worstMs: 0 });
    g.attacks++;
    g.totalMs += outcome.ms;
    g.worstMs = Math.max(g.worstMs, outcome.ms);
  }
  return groups;
}

/** The slowest answers: what to look at first when the stall probe complains. */
export function slowest(records: AttackRecord[], n: number): { label: string; ms: number; got: string }[] {
  return [...records]
    .sort((a, b) => b.outcome.ms - a.outcome.ms)
    .slice(0, n)
    .map(({ attack, outcome }) => ({
      label: attack.label,
      ms: outcome.ms,
      got: outcome.kind === 'response' ? String(outcome.status) : outcome.error,
    }));
}

/** The attacks in flight when `at` (a Date.now()) happened: who to blame for a stall. */
export function inFlightAt(records: AttackRecord[], at: number): string[] {
  return records.filter((r) => r.startedAt <= at && r.endedAt >= at).map((r) => r.attack.label);
}

export function formatFindings(findings: Finding[], max = 40): string {
  const lines = findings.slice(0, max).map((f) => `  ${f.got}  ${f.method} ${f.path}  — ${f.label}\n      ${f.detail}`);
  if (findings.length > max) lines.push(`  … and ${findings.length - max} more`);
  return lines.join('\n');
}
