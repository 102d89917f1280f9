import { DataSource } from 'typeorm';
import type { PlayerView } from '@cantina/contract';
import { draftLog, type DraftLog, type DraftState } from '@cantina/draft';
import { PodCommandLog1764206000000 } from '../src/database/migrations/1764206000000-pod-command-log';
import { call, startTestApp, type TestApp } from './test-app';

interface Joined {
  id: string;
  token: string;
}

/**
 * Issue 13 item 1: a pod's draft is its snapshot plus the command log. The migration's `down` folds every
 * log into the pod's state (the old shape, nothing lost), its `up` turns such a state into the snapshot at
 * version 0; a node holding a later version of the pod in memory rebuilds it from the database.
 */
describe('pod command log migration (real PostgreSQL)', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  }, 60_000);
  afterAll(() => t.close(), 30_000);

  const me = async (eventId: string, token: string) =>
    (await call<PlayerView>(t.baseUrl, 'GET', `/api/v1/events/${eventId}/me`, { token })).body;
  const logOf = async (eventId: string, token: string) =>
    (await call<DraftLog>(t.baseUrl, 'GET', `/api/v1/events/${eventId}/draft-log`, { token })).body;

  async function pickFirst(eventId: string, player: Joined): Promise<void> {
    const view = await me(eventId, player.token);
    if (!view.pack) throw new Error('no pack to pick from');
    const res = await call(t.baseUrl, 'POST', `/api/v1/events/${eventId}/picks`, {
      body: { packId: view.pack.id, instanceId: view.pack.cards[0].instanceId },
      token: player.token,
    });
    expect(res.status).toBe(200);
  }

  it('down folds the log into the state, up makes that state the snapshot, and the draft goes on', async () => {
    const ev = (
      await call(t.baseUrl, 'POST', '/api/v1/events', {
        body: {
          name: 'Migrated draft',
          game: 'swu',
          format: 'swu-draft',
          seed: 'migration',
          settings: { pickTimer: 'off', podSize: 4, bots: true },
        },
      })
    ).body as { id: string; organizerToken: string; joinCode: string };
    const players: Joined[] = [];
    for (const name of ['Ana', 'Ben']) {
      players.push(
        (await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, { body: { name, joinCode: ev.joinCode } }))
          .body,
      );
    }
    expect((await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken })).status).toBe(
      200,
    );
    for (let i = 0; i < 3; i++) for (const player of players) await pickFirst(ev.id, player);

    const before = await logOf(ev.id, ev.organizerToken);
    const views = await Promise.all(players.map((p) => me(ev.id, p.token)));
    const [pod] = await db.query(`SELECT id, version, snapshot_version FROM pods WHERE event_id = $1`, [ev.id]);
    const logged: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM pod_log WHERE pod_id = $1`, [
      pod.id,
    ]);
    expect(pod.snapshot_version).toBe(0);
    expect(pod.version).toBe(6);
    expect(logged[0].n).toBe(6);

    const migration = new PodCommandLog1764206000000();
    const runner = db.createQueryRunner();
    try {
      // down: the state column holds the whole draft again, as before the log existed.
      await migration.down(runner);
      const [old] = await runner.query(`SELECT * FROM pods WHERE id = $1`, [pod.id]);
      expect(Object.keys(old)).not.toContain('version');
      expect(draftLog(old.state as DraftState)).toEqual(before);
      expect(await runner.query(`SELECT to_regclass('pod_log') AS t`)).toEqual([{ t: null }]);

      // up: that state is the snapshot at version 0, with nothing logged after it.
      await migration.up(runner);
      const [now] = await runner.query(`SELECT version, snapshot_version, finished FROM pods WHERE id = $1`, [pod.id]);
      expect(now).toEqual({ version: 0, snapshot_version: 0, finished: false });
    } finally {
      await runner.release();
    }

    // This node held the pod at version 6: it rebuilds from the snapshot and serves the same draft.
    expect(await logOf(ev.id, ev.organizerToken)).toEqual(before);
    expect(await Promise.all(players.map((p) => me(ev.id, p.token)))).toEqual(views);
    await pickFirst(ev.id, players[0]);
    const versions: { version: number }[] = await db.query(
      `SELECT version FROM pod_log WHERE pod_id = $1 ORDER BY version`,
      [pod.id],
    );
    expect(versions).toEqual([{ version: 1 }]);
    expect((await logOf(ev.id, ev.organizerToken)).picks.length).toBeGreaterThan(before.picks.length);
  }, 60_000);
});
