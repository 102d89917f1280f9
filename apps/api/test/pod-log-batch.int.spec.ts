import { DataSource } from 'typeorm';
import type { PlayerView } from '@cantina/contract';
import { applyCommand, viewFor, type DraftEvent, type VersionedState } from '@cantina/draft';
import { PodStates } from '../src/draft/pod-states';
import { PodStore, type PodAppend } from '../src/draft/pod-store';
import { call, startTestApp, type TestApp } from './test-app';

interface Joined {
  id: string;
  token: string;
}

interface PodRow {
  id: string;
  version: number;
  seats: { playerId: string | null }[];
}

/**
 * Group commit (issue 13 item 2) at the statement: `PodStore.appendMany` logs commands of several pods in
 * one statement on the real schema, only for pods still at the version before their entry, and all or
 * nothing. The appends carry real engine results, folded from the pods' started states.
 */
describe('PodStore.appendMany (real PostgreSQL)', () => {
  let t: TestApp;
  let db: DataSource;
  let store: PodStore;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    store = t.app.get(PodStore);
  }, 60_000);
  afterAll(() => t.close(), 30_000);

  /** 16 players in two started 8-seat pods, timers off (nothing moves but these appends). */
  async function startedPods(): Promise<{ eventId: string; players: Map<string, Joined>; pods: PodRow[] }> {
    const ev = (
      await call(t.baseUrl, 'POST', '/api/v1/events', {
        body: {
          name: 'Two pods',
          game: 'swu',
          format: 'swu-draft',
          seed: 'batch',
          settings: { pickTimer: 'off', podSize: 8, bots: false },
        },
      })
    ).body as { id: string; organizerToken: string; joinCode: string };
    const players = new Map<string, Joined>();
    for (let i = 0; i < 16; i++) {
      const joined: Joined = (
        await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
          body: { name: `P${i}`, joinCode: ev.joinCode },
        })
      ).body;
      players.set(joined.id, joined);
    }
    const started = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });
    expect(started.status).toBe(200);
    const pods: PodRow[] = await db.query(`SELECT id, version, seats FROM pods WHERE event_id = $1 ORDER BY number`, [
      ev.id,
    ]);
    expect(pods.map((p) => p.version)).toEqual([0, 0]);
    return { eventId: ev.id, players, pods };
  }

  /** `seat` picks the first card of its head pack on `from`: the append that logs it as the next version. */
  function pickOn(podId: string, from: VersionedState, seat: number): { append: PodAppend; next: VersionedState } {
    const pack = viewFor(from.state, seat).pack;
    if (!pack) throw new Error(`seat ${seat} has no pack`);
    const command = { type: 'pick' as const, seat, packId: pack.id, instanceId: pack.cards[0].instanceId };
    const at = Date.now();
    const result = applyCommand(from.state, command, at);
    if (!result.ok) throw new Error(result.error.message);
    const version = from.version + 1;
    return {
      append: { podId, entry: { version, command, at }, state: result.state, events: result.events },
      next: { version, state: result.state },
    };
  }

  const versionOf = async (podId: string) =>
    ((await db.query(`SELECT version FROM pods WHERE id = $1`, [podId])) as { version: number }[])[0].version;
  const logOf = async (podId: string) =>
    (await db.query(`SELECT version, command FROM pod_log WHERE pod_id = $1 ORDER BY version`, [podId])) as {
      version: number;
      command: { seat: number; instanceId: string };
    }[];
  const picksOf = async (podId: string) =>
    (await db.query(
      `SELECT seat, pack_number, pick_number, instance_id, auto FROM picks WHERE pod_id = $1 ORDER BY seat`,
      [podId],
    )) as { seat: number; pack_number: number; pick_number: number; instance_id: string; auto: boolean }[];

  it('logs picks of two pods in one statement; a stale entry is skipped; a bad row writes nothing', async () => {
    const { eventId, players, pods } = await startedPods();
    const [a, b] = pods;
    const states = t.app.get(PodStates);
    const a0 = await states.latest(a.id, 0);
    const b0 = await states.latest(b.id, 0);

    // One statement, two pods: both bumped, each with its log row and its pick row.
    const a1 = pickOn(a.id, a0, 0);
    const b1 = pickOn(b.id, b0, 0);
    expect(await store.appendMany([a1.append, b1.append])).toEqual(new Set([a.id, b.id]));
    expect([await versionOf(a.id), await versionOf(b.id)]).toEqual([1, 1]);
    for (const [pod, step] of [
      [a, a1],
      [b, b1],
    ] as const) {
      const command = step.append.entry.command as { instanceId: string };
      expect(await logOf(pod.id)).toEqual([{ version: 1, command: step.append.entry.command }]);
      expect(await picksOf(pod.id)).toEqual([
        { seat: 0, pack_number: 0, pick_number: 1, instance_id: command.instanceId, auto: false },
      ]);
      // The log folds: the player of seat 0 sees the card in their pool.
      const player = players.get(pod.seats[0].playerId as string) as Joined;
      const me: PlayerView = (await call(t.baseUrl, 'GET', `/api/v1/events/${eventId}/me`, { token: player.token }))
        .body;
      expect(me.pool.map((c) => c.instanceId)).toEqual([command.instanceId]);
    }

    // A's entry was built on version 0, but A is at 1: not written, not returned; B's goes in.
    const stale = pickOn(a.id, a0, 1);
    const b2 = pickOn(b.id, b1.next, 1);
    expect(await store.appendMany([stale.append, b2.append])).toEqual(new Set([b.id]));
    expect([await versionOf(a.id), await versionOf(b.id)]).toEqual([1, 2]);
    expect((await logOf(a.id)).map((r) => r.version)).toEqual([1]);
    expect((await picksOf(a.id)).map((r) => r.seat)).toEqual([0]);
    expect((await logOf(b.id)).map((r) => r.version)).toEqual([1, 2]);
    expect((await picksOf(b.id)).map((r) => r.seat)).toEqual([0, 1]);

    // A pick row that is already there (the picks primary key) fails the statement: nothing of it is written.
    const a2 = pickOn(a.id, a1.next, 1);
    const b3 = pickOn(b.id, b2.next, 2);
    const duplicateRow = b1.append.events.find((e) => e.type === 'picked') as DraftEvent;
    const bad: PodAppend = { ...b3.append, events: [...b3.append.events, duplicateRow] };
    await expect(store.appendMany([a2.append, bad])).rejects.toThrow(/picks_pkey|duplicate key/);
    expect([await versionOf(a.id), await versionOf(b.id)]).toEqual([1, 2]);
    expect((await logOf(a.id)).map((r) => r.version)).toEqual([1]);
    expect((await picksOf(a.id)).map((r) => r.seat)).toEqual([0]);
    expect((await logOf(b.id)).map((r) => r.version)).toEqual([1, 2]);
    expect((await picksOf(b.id)).map((r) => r.seat)).toEqual([0, 1]);

    // The same statement without the bad row goes through.
    expect(await store.appendMany([a2.append, b3.append])).toEqual(new Set([a.id, b.id]));
    expect([await versionOf(a.id), await versionOf(b.id)]).toEqual([2, 3]);
    expect((await picksOf(b.id)).map((r) => r.seat)).toEqual([0, 1, 2]);
  }, 60_000);
});
