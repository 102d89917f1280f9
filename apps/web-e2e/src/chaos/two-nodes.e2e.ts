// Chaos suite, scale-out (issue 9 item 7 and "What to add so it stays fixed"): two BUILT API
// processes on one private PostgreSQL with SOCKET_ADAPTER=postgres, each behind its own door of a
// failover proxy (a load balancer that skips a node that refuses connections). Phones (socket.io
// clients) draft through both doors, so packs pass between nodes. Mid-draft the adapters' LISTEN
// connections are cut with pg_terminate_backend, then the database server restarts (both times both
// nodes must stay up and listen again), then node A is SIGKILLed: its phones reconnect through the
// proxy to node B and everyone finishes with every acknowledged pick in the draft log. Reproduce a
// run with TWO_NODES_SEED=<seed>.
import { Client } from 'pg';
import { freePort, stopApi, type ApiProcess } from '../support/api-process';
import { startClusterNode } from '../support/cluster-node';
import { startFailoverProxy, type FailoverProxy } from '../support/failover-proxy';
import { startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres';
import { SocketDrafter } from '../support/socket-drafter';
import {
  draftRecord,
  allFinished,
  api,
  seeded,
  sleep,
  SWU_HUMAN_PICKS_PER_SEAT,
  type CreatedEvent,
  type JoinedPlayer,
} from '../support/draft-run';

const PLAYERS = 6;
const HUMAN_PICKS = PLAYERS * SWU_HUMAN_PICKS_PER_SEAT;
const CUT_LISTEN_AT = 30;
const RESTART_DATABASE_AT = 80;
const KILL_NODE_AT = 140;

const alive = (node: ApiProcess) => node.child.exitCode === null && node.child.signalCode === null;

/** Backend pids of the adapters' LISTEN connections (their last statement is a LISTEN). */
async function listenPids(databaseUrl: string, terminate = false): Promise<number[]> {
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const rows = await admin.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
    );
    const pids = rows.rows.map((r) => r.pid);
    if (terminate) await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
    return pids;
  } finally {
    await admin.end();
  }
}

async function waitForListeners(databaseUrl: string, count: number, gone: number[], timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pids = await listenPids(databaseUrl).catch(() => [] as number[]);
    if (pids.length === count && pids.every((pid) => !gone.includes(pid))) return pids;
    if (Date.now() > deadline) throw new Error(`LISTEN connections ${pids.join(', ')} (cut: ${gone.join(', ')})`);
    await sleep(100);
  }
}

describe('chaos: two API nodes with the PostgreSQL adapter (issue 9 item 7)', () => {
  const seed = Number(process.env['TWO_NODES_SEED'] ?? Date.now() % 2 ** 31);
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

  it(`survives cut LISTEN connections, a database restart and a node killed mid-draft (TWO_NODES_SEED=${seed})`, async () => {
    const started = Date.now();
    postgres = await startPrivatePostgres();
    const setup = new Client({ connectionString: `${postgres.url}/postgres` });
    await setup.connect();
    await setup.query('CREATE DATABASE cantina');
    await setup.end();
    const databaseUrl = `${postgres.url}/cantina`;

    // one after the other: the first runs the migrations
    const [portA, portB] = [await freePort(), await freePort()];
    const nodeA = await startClusterNode(databaseUrl, portA);
    nodes.push(nodeA);
    const nodeB = await startClusterNode(databaseUrl, portB);
    nodes.push(nodeB);
    const doorA = await startFailoverProxy([portA, portB]);
    const doorB = await startFailoverProxy([portB, portA]);
    proxies.push(doorA, doorB);
    const firstListeners = await waitForListeners(databaseUrl, 2, []);

    const ev = await api<CreatedEvent>(nodeA.baseUrl, 'POST', '/api/v1/events', {
      name: 'Two nodes',
      game: 'swu',
      format: 'swu-draft',
      seed: `two-nodes-${seed}`,
      settings: { pickTimer: 'off', podSize: 8, bots: true },
    });
    const players: JoinedPlayer[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const node = i % 2 === 0 ? nodeA : nodeB;
      players.push(
        await api<JoinedPlayer>(node.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
          name: `Player ${i + 1}`,
          joinCode: ev.joinCode,
        }),
      );
    }

    // Faults, in order, each once the draft has gone far enough: cut the LISTEN connections, then kill A.
    let acks = 0;
    const faults: string[] = [];
    let faulting: Promise<void> | null = null;
    let faultFailed: (error: unknown) => void = () => undefined;
    const faultFailure = new Promise<never>((_, reject) => (faultFailed = reject));
    faultFailure.catch(() => undefined); // observed through the races below
    let killedAt = 0;
    const relistenMs: number[] = [];

    const relisten = async (gone: number[]) => {
      const since = Date.now();
      await waitForListeners(databaseUrl, 2, gone).catch((error: unknown) => {
        throw new Error(
          `${String(error)}; node A up: ${alive(nodeA)}, node B up: ${alive(nodeB)}\n${nodeB.output.join('')}`,
        );
      });
      relistenMs.push(Date.now() - since);
      expect([alive(nodeA), alive(nodeB)]).toEqual([true, true]);
    };
    const cutListenConnections = async () => {
      faults.push(`LISTEN connections cut after ${acks} acks`);
      const cut = await listenPids(databaseUrl, true);
      expect(cut).toHaveLength(2);
      await relisten(cut);
    };
    const restartDatabase = async () => {
      faults.push(`database restarted after ${acks} acks`);
      const before = await listenPids(databaseUrl);
      await (postgres as PrivatePostgres).restart();
      await relisten(before);
    };
    const killNodeA = async () => {
      await sleep(Math.floor(random() * 30));
      faults.push(`node A SIGKILLed after ${acks} acks`);
      const exit = await stopApi(nodeA, 'SIGKILL');
      killedAt = Date.now(); // from here on, node A's door can only lead to node B
      expect(exit.signal).toBe('SIGKILL');
    };
    const plan = [
      { at: CUT_LISTEN_AT, run: cutListenConnections },
      { at: RESTART_DATABASE_AT, run: restartDatabase },
      { at: KILL_NODE_AT, run: killNodeA },
    ];
    const onAck = () => {
      acks += 1;
      if (!faulting && plan.length > 0 && acks >= plan[0].at) {
        const fault = plan.shift() as (typeof plan)[number];
        faulting = fault
          .run()
          .catch((error: unknown) => faultFailed(error))
          .finally(() => (faulting = null));
      }
    };

    // Seats alternate between the doors, so most passes cross from one node to the other.
    for (const [i, player] of players.entries()) {
      const door = i % 2 === 0 ? doorA : doorB;
      drafters.push(new SocketDrafter(door.baseUrl, ev.id, player.token, seeded(seed + 7919 * (i + 1)), onAck));
    }
    await sleep(500); // every phone connected and in its rooms before the first `me` push
    await api(nodeB.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, undefined, ev.organizerToken);

    const finals = await allFinished(drafters, faultFailure, 120_000, () => {
      const tail = (node: ApiProcess) => node.output.join('').slice(-3000);
      const state = `${acks} acks, faults: ${faults.join('; ')}, LISTEN back after ${relistenMs.join('/')} ms`;
      return `${state}\nnode A:\n${tail(nodeA)}\nnode B:\n${tail(nodeB)}`;
    });
    await Promise.race([faulting, faultFailure]);

    // Both faults happened; A is dead, B never went down.
    expect(faults).toHaveLength(3);
    expect(plan).toHaveLength(0);
    expect(firstListeners).toHaveLength(2);
    expect(alive(nodeA)).toBe(false);
    expect(alive(nodeB)).toBe(true);
    expect((await fetch(`${nodeB.baseUrl}/api/health`)).status).toBe(200);
    // A's phones came back through their door, to node B.
    const afterKill = doorA.connections.filter((c) => c.at >= killedAt);
    expect(afterKill.length).toBeGreaterThan(0);
    expect(afterKill.every((c) => c.backendPort === portB)).toBe(true);
    for (const [i, d] of drafters.entries()) if (i % 2 === 0) expect(d.connects).toBeGreaterThanOrEqual(2);

    const record = await draftRecord(nodeB.baseUrl, ev);
    expect(record.pods).toHaveLength(1);

    // Every acknowledged pick is in the log, for that player's seat, with the same card.
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
      const seatPicks = record.picksOf(seat);
      expect(finals[i].pool.map((c) => c.instanceId)).toEqual(seatPicks.map((p) => p.instanceId));
      committedUnacked += seatPicks.filter((p) => !p.auto).length - drafter.acked.length;
    }
    expect(checked).toBe(acks);
    // a committed pick the player never heard back about can only be one in flight when A died
    expect(committedUnacked).toBeLessThanOrEqual(drafters.flatMap((d) => d.unacked).length);
    expect(acks + committedUnacked).toBe(HUMAN_PICKS);
    expect(record.picks).toHaveLength(8 * 45);
    expect(new Set(record.picks.map((p) => p.instanceId)).size).toBe(record.picks.length);

    // A repeated ack is the server answering a pick again, idempotently (same pack, same card): it
    // happens when a `me` push from the other node arrives after a newer ack and shows a pack again.
    const ackedKeys = drafters.flatMap((d) => d.acked.map((p) => `${p.packId}:${p.instanceId}`));
    const repeatedAcks = ackedKeys.length - new Set(ackedKeys).size;
    const refused = drafters.flatMap((d) => d.refused.map((p) => p.code));
    const idle = drafters.reduce((n, d) => n + d.idleResyncs, 0);
    const stale = drafters.reduce((n, d) => n + d.staleViews, 0);
    console.log(
      `two-nodes seed=${seed}: ${acks} acknowledged picks, ${faults.join('; ')}, re-LISTEN in ${relistenMs.join('/')} ms, ` +
        `${afterKill.length} connections moved to node B, in flight at the kill ${drafters.flatMap((d) => d.unacked).length} ` +
        `(committed ${committedUnacked}), repeated acks ${repeatedAcks}, refused picks [${refused.join(', ')}], ` +
        `idle resyncs ${idle} (stale views ${stale}), ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 180_000);
});
