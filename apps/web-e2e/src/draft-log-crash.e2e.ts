// Issue 13 ("Done when"): the pick log survives nodes killed mid-draft. Two BUILT API processes on one
// private PostgreSQL (SOCKET_ADAPTER=postgres), each behind its own door of a failover proxy; socket.io
// phones pick through both doors with zero think time, so picks are always in flight. Node A is
// SIGKILLed and restarted, then node B, then both at once. Afterwards the stored log (the pod's
// snapshot and its pod_log rows) is replayed with the pure engine outside the API
// (tools/draft/replay-log.mjs) and must equal, pick for pick, what the nodes committed and
// acknowledged: no acknowledged pick lost, none twice, no gap in the versions. Reproduce a run with
// LOG_CRASH_SEED=<seed>.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort, repoRoot, stopApi, type ApiProcess } from './support/api-process';
import { startClusterNode } from './support/cluster-node';
import { startFailoverProxy, type FailoverProxy } from './support/failover-proxy';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';
import { SocketDrafter, type AckedPick } from './support/socket-drafter';
import {
  allFinished,
  api,
  draftRecord,
  seeded,
  sleep,
  SWU_HUMAN_PICKS_PER_SEAT,
  type CreatedEvent,
  type JoinedPlayer,
  type LogPick,
} from './support/draft-run';

const PLAYERS = 8;
const HUMAN_PICKS = PLAYERS * SWU_HUMAN_PICKS_PER_SEAT;

/** What tools/draft/replay-log.mjs prints. */
interface Replay {
  version: number;
  finished: boolean;
  sameAsOneByOne: boolean;
  notReplayed: number[];
  picks: LogPick[];
  pools: string[][];
}

interface LogRow {
  version: number;
  command: { type: string; seat?: number; packId?: string; instanceId?: string };
  at: string;
}

function replay(snapshot: { version: number; state: unknown }, log: LogRow[]): Replay {
  const input = JSON.stringify({ snapshot, log: log.map((r) => ({ ...r, at: Number(r.at) })) });
  const run = spawnSync(process.execPath, [join(repoRoot, 'tools/draft/replay-log.mjs')], {
    input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`replay-log failed (${run.status}):\n${run.stderr}`);
  return JSON.parse(run.stdout) as Replay;
}

describe('the pick log survives API nodes killed mid-draft (issue 13)', () => {
  const seed = Number(process.env['LOG_CRASH_SEED'] ?? Date.now() % 2 ** 31);
  const random = seeded(seed);
  let postgres: PrivatePostgres | undefined;
  const nodes: ApiProcess[] = [];
  const proxies: FailoverProxy[] = [];
  const drafters: SocketDrafter[] = [];

  afterAll(async () => {
    drafters.forEach((d) => d.close());
    for (const proxy of proxies) await proxy.close();
    for (const node of nodes) await stopApi(node, 'SIGKILL').catch(() => undefined);
    await postgres?.stop();
  }, 60_000);

  it(`replays the stored log to exactly the acknowledged picks (LOG_CRASH_SEED=${seed})`, async () => {
    const started = Date.now();
    postgres = await startPrivatePostgres();
    const setup = new Client({ connectionString: `${postgres.url}/postgres` });
    await setup.connect();
    await setup.query('CREATE DATABASE cantina');
    await setup.end();
    const databaseUrl = `${postgres.url}/cantina`;

    const ports = [await freePort(), await freePort()];
    const live: ApiProcess[] = [];
    for (const port of ports) {
      const node = await startClusterNode(databaseUrl, port); // one after the other: the first migrates
      live.push(node);
      nodes.push(node);
    }
    const doors = [await startFailoverProxy([ports[0], ports[1]]), await startFailoverProxy([ports[1], ports[0]])];
    proxies.push(...doors);

    const ev = await api<CreatedEvent>(live[0].baseUrl, 'POST', '/api/v1/events', {
      name: 'Log crash',
      game: 'swu',
      format: 'swu-draft',
      seed: `log-crash-${seed}`,
      settings: { pickTimer: 'off', podSize: 8, bots: true },
    });
    const players: JoinedPlayer[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      players.push(
        await api<JoinedPlayer>(live[i % 2].baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
          name: `Player ${i + 1}`,
          joinCode: ev.joinCode,
        }),
      );
    }

    // Kills: node A, node B, then both; each after a seeded number of acks and 0-30 ms more, so
    // some land inside a pick's transaction or between its commit and its ack. Each node comes back
    // on its port.
    // The three kills fall in the first three quarters of the draft; a kill never comes sooner than 10 acks
    // after the previous node is back, and the phones think ~100 ms a pick, so the draft outlasts every
    // restart (on an idle machine 8 phones picking at once finished during the second restart).
    const span = Math.floor((HUMAN_PICKS * 0.75 - 15) / 3);
    const plan = [[0], [1], [0, 1]].map((which, k) => ({
      at: 15 + k * span + Math.floor(random() * (span / 2)),
      which,
    }));
    const kills: string[] = [];
    let acks = 0;
    let killing: Promise<void> | null = null;
    let killFailed: (error: unknown) => void = () => undefined;
    const killFailure = new Promise<never>((_, reject) => (killFailed = reject));
    killFailure.catch(() => undefined); // observed through the races below

    const killAndRestart = async (which: number[]) => {
      await sleep(Math.floor(random() * 30));
      const afterAcks = acks;
      const exits = await Promise.all(which.map((i) => stopApi(live[i], 'SIGKILL')));
      for (const exit of exits) expect(exit.signal).toBe('SIGKILL');
      const since = Date.now();
      for (const i of which) {
        live[i] = await startClusterNode(databaseUrl, ports[i]);
        nodes.push(live[i]);
      }
      kills.push(`${which.map((i) => 'AB'[i]).join('+')} after ${afterAcks} acks (back in ${Date.now() - since} ms)`);
      if (plan.length > 0) plan[0].at = Math.max(plan[0].at, acks + 10);
    };
    const onAck = () => {
      acks += 1;
      if (!killing && plan.length > 0 && acks >= plan[0].at) {
        const next = plan.shift() as (typeof plan)[number];
        killing = killAndRestart(next.which)
          .catch((error: unknown) => killFailed(error))
          .finally(() => (killing = null));
      }
    };

    for (const [i, player] of players.entries()) {
      drafters.push(
        new SocketDrafter(doors[i % 2].baseUrl, ev.id, player.token, seeded(seed + 7919 * (i + 1)), onAck, 100),
      );
    }
    await sleep(500); // every phone connected and in its rooms before the first `me` push
    await api(live[1].baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, undefined, ev.organizerToken);

    const finals = await allFinished(drafters, killFailure, 150_000, () => `${acks} acks, kills: ${kills.join('; ')}`);
    await Promise.race([killing, killFailure]);
    expect(kills).toHaveLength(3);

    const record = await draftRecord(live[0].baseUrl, ev);
    expect(record.pods).toHaveLength(1);
    const podId = record.pods[0].id;

    // The stored log: the snapshot (the facts at the start) and one row per command, versions 1..n.
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    let pod: { state: unknown; snapshot_version: number; version: number; finished: boolean };
    let log: LogRow[];
    let pickRows: { seat: number; pack_id: string; pick_number: number; instance_id: string; auto: boolean }[];
    try {
      pod = (await db.query('SELECT state, snapshot_version, version, finished FROM pods WHERE id = $1', [podId]))
        .rows[0];
      log = (
        await db.query<LogRow>('SELECT version, command, at FROM pod_log WHERE pod_id = $1 ORDER BY version', [podId])
      ).rows;
      pickRows = (
        await db.query(
          'SELECT seat, pack_id, pick_number, instance_id, auto FROM picks WHERE pod_id = $1 ORDER BY seat, pack_number, pick_number',
          [podId],
        )
      ).rows;
    } finally {
      await db.end();
    }
    expect(pod.snapshot_version).toBe(0);
    expect(pod.finished).toBe(true);
    expect(log.map((r) => r.version)).toEqual(log.map((_, i) => i + 1));
    expect(pod.version).toBe(log.length);

    // 1. The log replays outside the API, to the same state folded or applied one command at a time.
    const replayed = replay({ version: pod.snapshot_version, state: pod.state }, log);
    expect(replayed).toMatchObject({ version: log.length, finished: true, sameAsOneByOne: true, notReplayed: [] });

    // 2. The replay is what the nodes committed (pick rows, written from the live engine's results,
    //    through every cache and crash) and what they serve (the draft log).
    const key = (seat: number, packId: string, pickNumber: number, instanceId: string, auto: boolean) =>
      `${seat}:${packId}:${pickNumber}:${instanceId}:${auto}`;
    const replayedKeys = replayed.picks.map((p) => key(p.seat, p.packId, p.pickNumber, p.instanceId, p.auto)).sort();
    expect(pickRows.map((r) => key(r.seat, r.pack_id, r.pick_number, r.instance_id, r.auto)).sort()).toEqual(
      replayedKeys,
    );
    expect(record.picks).toEqual(replayed.picks);
    expect(replayed.picks).toHaveLength(8 * 45);

    // 3. Every acknowledged pick is a logged pick command of that player's seat, exactly once; a
    //    logged pick nobody heard back about was in flight at a kill.
    const commandKey = (seat: number | undefined, pick: { packId?: string; instanceId?: string }) =>
      `${seat}:${pick.packId}:${pick.instanceId}`;
    const logged = log.filter((r) => r.command.type === 'pick').map((r) => commandKey(r.command.seat, r.command));
    expect(new Set(logged).size).toBe(logged.length);
    const acked: string[] = [];
    const inFlight: string[] = [];
    for (const [i, drafter] of drafters.entries()) {
      const seat = record.seatOf(players[i].id);
      expect(seat).toBeDefined();
      acked.push(...drafter.acked.map((p: AckedPick) => commandKey(seat, p)));
      inFlight.push(...drafter.unacked.map((p: AckedPick) => commandKey(seat, p)));
      // the phone's final pool is its seat's pool in the replay
      expect(finals[i].pool.map((c) => c.instanceId)).toEqual(replayed.pools[seat as number]);
    }
    // (an idempotent repeat is acknowledged again, with the same card: counted once)
    const repeatedAcks = acked.length - new Set(acked).size;
    const loggedSet = new Set(logged);
    expect(acked.filter((k) => !loggedSet.has(k))).toEqual([]);
    const ackedSet = new Set(acked);
    const committedUnacked = logged.filter((k) => !ackedSet.has(k));
    expect(committedUnacked.filter((k) => !inFlight.includes(k))).toEqual([]);
    expect(logged).toHaveLength(HUMAN_PICKS);

    // 4. Everyone goes on to build.
    const event = await api<{ status: string }>(live[0].baseUrl, 'GET', `/api/v1/events/${ev.id}`);
    expect(event.status).toBe('deckbuilding');

    const refused = drafters.flatMap((d) => d.refused.map((p) => p.code));
    console.log(
      `draft-log-crash seed=${seed}: ${acks} acknowledged picks, ${log.length} log rows, kills: ${kills.join('; ')}, ` +
        `in flight at a kill ${inFlight.length} (committed ${committedUnacked.length}), repeated acks ${repeatedAcks}, refused picks [${refused.join(', ')}], ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 240_000);
});
