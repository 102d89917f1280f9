// Issue 5 item 8: SIGKILL the API at random points of a live draft, restart it on the same DATA_DIR
// (its leftover embedded PostgreSQL must be stopped and the pods resumed), and check that no
// acknowledged pick was lost. No browser: socket.io clients stand in for the phones. This suite runs
// its own API process, not the one global-setup starts. Reproduce a run with CRASH_SEED=<seed>.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  embeddedDatabaseUrl,
  freePort,
  postgresPids,
  startApi,
  stopApi,
  stopLeftoverPostgres,
  type ApiProcess,
} from './support/api-process';
import { SocketDrafter } from './support/socket-drafter';
import {
  draftRecord,
  allFinished,
  api,
  seeded,
  sleep,
  SWU_HUMAN_PICKS_PER_SEAT,
  type CreatedEvent,
  type JoinedPlayer,
} from './support/draft-run';

const PLAYERS = 4;
const KILLS = 4;
const HUMAN_PICKS = PLAYERS * SWU_HUMAN_PICKS_PER_SEAT;

describe('a live draft survives SIGKILLs of the API', () => {
  const seed = Number(process.env['CRASH_SEED'] ?? Date.now() % 2 ** 31);
  const random = seeded(seed);
  let dataDir: string;
  let server: ApiProcess | undefined;
  const drafters: SocketDrafter[] = [];

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'cantina-crash-'));
  });

  afterAll(async () => {
    drafters.forEach((d) => d.close());
    if (server) await stopApi(server, 'SIGKILL').catch(() => undefined);
    await stopLeftoverPostgres(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`loses no acknowledged pick across ${KILLS} kills and restarts (CRASH_SEED=${seed})`, async () => {
    const started = Date.now();
    const port = await freePort();
    server = await startApi(dataDir, port);
    const baseUrl = server.baseUrl;

    const ev = await api<CreatedEvent>(baseUrl, 'POST', '/api/v1/events', {
      name: 'Crash draft',
      game: 'swu',
      format: 'swu-draft',
      seed: `crash-${seed}`,
      settings: { pickTimer: 'off', podSize: 8, bots: true },
    });
    const players: JoinedPlayer[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      players.push(
        await api<JoinedPlayer>(baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
          name: `Player ${i + 1}`,
          joinCode: ev.joinCode,
        }),
      );
    }

    // Kill points: after the Nth acknowledged pick (N seeded), plus a seeded 0-30 ms so that some
    // kills land inside a pick's transaction or between its commit and its ack.
    const killAt: number[] = [];
    const span = Math.floor((HUMAN_PICKS - 20) / KILLS);
    for (let k = 0; k < KILLS; k++) killAt.push(8 + k * span + Math.floor(random() * (span - 5)));
    let acks = 0;
    let nextKill = 0;
    let crashing: Promise<void> | null = null;
    let crashFailed: (error: unknown) => void = () => undefined;
    const crashFailure = new Promise<never>((_, reject) => (crashFailed = reject));
    crashFailure.catch(() => undefined); // observed through the races below
    const kills: { afterAcks: number; leftoverPostgres: number; restartMs: number }[] = [];

    const crashAndRestart = async () => {
      const current = server as ApiProcess;
      await sleep(Math.floor(random() * 30));
      const afterAcks = acks;
      const exit = await stopApi(current, 'SIGKILL');
      expect(exit.signal).toBe('SIGKILL');
      // the killed API's PostgreSQL keeps running: the next start must stop it
      const leftoverPostgres = postgresPids(dataDir).length;
      const restartedAt = Date.now();
      server = await startApi(dataDir, port);
      kills.push({ afterAcks, leftoverPostgres, restartMs: Date.now() - restartedAt });
      expect(postgresPids(dataDir)).toHaveLength(1);
    };

    const onAck = () => {
      acks += 1;
      if (!crashing && nextKill < killAt.length && acks >= killAt[nextKill]) {
        nextKill += 1;
        crashing = crashAndRestart()
          .catch((error: unknown) => crashFailed(error))
          .finally(() => (crashing = null));
      }
    };

    for (const [i, player] of players.entries()) {
      drafters.push(new SocketDrafter(baseUrl, ev.id, player.token, seeded(seed + 7919 * (i + 1)), onAck));
    }
    await api(baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, undefined, ev.organizerToken);

    const finals = await allFinished(drafters, crashFailure, 90_000, () => `${acks} acks, ${kills.length} kills`);
    await Promise.race([crashing, crashFailure]);
    const liveUrl = (server as ApiProcess).baseUrl;

    expect(kills).toHaveLength(KILLS);
    for (const kill of kills) expect(kill.leftoverPostgres).toBe(1);
    // Every phone reconnected after the first kill (all are mid-draft then); one that has finished its
    // picks before a later kill has nothing to reconnect for.
    for (const d of drafters) expect(d.connects).toBeGreaterThanOrEqual(2);

    const record = await draftRecord(liveUrl, ev);
    expect(record.pods).toHaveLength(1);

    // 1. Every acknowledged pick is in the log, for that player's seat, with the same card, made by the player.
    let checked = 0;
    let committedUnacked = 0;
    for (const [i, drafter] of drafters.entries()) {
      const seat = record.seatOf(players[i].id);
      expect(seat).toBeDefined();
      for (const pick of drafter.acked) {
        const entry = record.logged(seat, pick);
        expect({ pick, entry }).toEqual({ pick, entry: expect.objectContaining({ cardId: pick.cardId, auto: false }) });
        checked += 1;
      }
      // the final `me` pool is exactly this seat's picks in the log
      const seatPicks = record.picksOf(seat);
      expect(finals[i].pool.map((c) => c.instanceId)).toEqual(seatPicks.map((p) => p.instanceId));
      // the player's own picks in the log: acknowledged, or committed just before a kill cut the ack off
      committedUnacked += seatPicks.filter((p) => !p.auto).length - drafter.acked.length;
    }
    expect(checked).toBe(acks);
    // a committed pick the player never heard back about can only be one that was in flight at a kill
    const unacked = drafters.flatMap((d) => d.unacked);
    expect(committedUnacked).toBeLessThanOrEqual(unacked.length);
    expect(acks + committedUnacked).toBe(HUMAN_PICKS);
    // a pick is acknowledged at most once (an idempotent repeat is acked with the same card)
    const ackedKeys = drafters.flatMap((d) => d.acked.map((p) => `${p.packId}:${p.instanceId}`));
    expect(new Set(ackedKeys).size).toBe(ackedKeys.length);

    // 2. Each player ends with 3 leaders + 42 cards; no card instance appears twice.
    const event = await api<{ set: string; status: string }>(liveUrl, 'GET', `/api/v1/events/${ev.id}`);
    const cards = await api<{ id: string; type: string }[]>(liveUrl, 'GET', `/api/v1/card-sets/swu/${event.set}/cards`);
    const typeOf = new Map(cards.map((c) => [c.id, c.type]));
    for (const view of finals) {
      expect(view.phase).toBe('done');
      expect(view.pool.filter((c) => typeOf.get(c.cardId) === 'leader')).toHaveLength(3);
      expect(view.pool.filter((c) => typeOf.get(c.cardId) !== 'leader')).toHaveLength(42);
    }
    expect(record.picks).toHaveLength(8 * 45);
    const instances = record.picks.map((p) => p.instanceId);
    expect(new Set(instances).size).toBe(instances.length);

    // 3. The pick rows committed with the state agree with it, row for row.
    const db = new Client({ connectionString: embeddedDatabaseUrl(dataDir, server as ApiProcess) });
    await db.connect();
    try {
      const rows = await db.query<{ seat: number; pack_id: string; instance_id: string; auto: boolean }>(
        'SELECT seat, pack_id, instance_id, auto FROM picks WHERE pod_id = $1',
        [record.pods[0].id],
      );
      const key = (seat: number, packId: string, instanceId: string, auto: boolean) =>
        `${seat}:${packId}:${instanceId}:${auto}`;
      expect(rows.rows.map((r) => key(r.seat, r.pack_id, r.instance_id, r.auto)).sort()).toEqual(
        record.picks.map((p) => key(p.seat, p.packId, p.instanceId, p.auto)).sort(),
      );
    } finally {
      await db.end();
    }

    // 4. Everyone goes on to build.
    let status = event.status;
    for (let i = 0; i < 20 && status !== 'deckbuilding'; i++) {
      await sleep(100);
      status = (await api<{ status: string }>(liveUrl, 'GET', `/api/v1/events/${ev.id}`)).status;
    }
    expect(status).toBe('deckbuilding');

    // 5. Ctrl-C stops the API and its PostgreSQL.
    drafters.forEach((d) => d.close());
    const exit = await stopApi(server as ApiProcess, 'SIGINT');
    expect(exit.code).toBe(0);
    expect(postgresPids(dataDir)).toEqual([]);

    const idle = drafters.reduce((n, d) => n + d.idleResyncs, 0);
    const stale = drafters.reduce((n, d) => n + d.staleViews, 0);
    const refused = drafters.flatMap((d) => d.refused.map((p) => p.code));
    console.log(
      `draft-crash seed=${seed}: ${acks} acknowledged picks, ${kills.length} kills after ` +
        `${kills.map((k) => k.afterAcks).join('/')} acks, restarts ${kills.map((k) => k.restartMs).join('/')} ms, ` +
        `in flight at a kill ${unacked.length} (of which committed ${committedUnacked}), ` +
        `refused picks [${refused.join(', ')}], idle resyncs ${idle} (stale views ${stale}), ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 120_000);
});
