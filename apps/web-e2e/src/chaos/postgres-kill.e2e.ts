// Issue 9 item 8: kill -9 the embedded PostgreSQL (its postmaster) in the middle of a live draft.
// Cantina must notice, restart it on the same port by itself, answer 503 (never 500) meanwhile, and
// lose no acknowledged pick. No browser: socket.io clients stand in for the phones; this suite runs
// its own API process (the built one, as `npm start` runs it), not the one global-setup starts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
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
} from '../support/api-process';
import { SocketDrafter } from '../support/socket-drafter';
import {
  draftRecord,
  allFinished,
  api,
  sleep,
  SWU_HUMAN_PICKS_PER_SEAT,
  type CreatedEvent,
  type JoinedPlayer,
} from '../support/draft-run';

const PLAYERS = 4;
const HUMAN_PICKS = PLAYERS * SWU_HUMAN_PICKS_PER_SEAT;
/** Kill the postmaster after this many acknowledged picks. */
const KILL_AFTER_ACKS = [20, 80];
/** Health must be back to 200 within this bound after a kill. */
const RECOVERY_BOUND_MS = 30_000;
const ADMIN_TOKEN = 'chaos-admin-token-must-not-leak-0123';

/** The running postmaster's pid and port, from its lock file. */
function postmaster(dataDir: string): { pid: number; port: number } {
  const lines = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** The new postmaster's pid once one other than `killed` holds the lock file, else undefined. */
function restartedPid(dataDir: string, killed: number): number | undefined {
  try {
    const { pid } = postmaster(dataDir);
    return pid && pid !== killed ? pid : undefined;
  } catch {
    return undefined; // no lock file between the crash and the restart
  }
}

describe('a live draft survives kill -9 of the embedded PostgreSQL', () => {
  let dataDir: string;
  let server: ApiProcess | undefined;
  const drafters: SocketDrafter[] = [];
  const savedAdminToken = process.env['CANTINA_ADMIN_TOKEN'];

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'cantina-pgkill-'));
    process.env['CANTINA_ADMIN_TOKEN'] = ADMIN_TOKEN; // passed on to the API by startApi
  });

  afterAll(async () => {
    if (savedAdminToken === undefined) delete process.env['CANTINA_ADMIN_TOKEN'];
    else process.env['CANTINA_ADMIN_TOKEN'] = savedAdminToken;
    drafters.forEach((d) => d.close());
    if (server) await stopApi(server, 'SIGKILL').catch(() => undefined);
    await stopLeftoverPostgres(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts PostgreSQL by itself, answers 503 meanwhile and loses no acknowledged pick', async () => {
    const started = Date.now();
    server = await startApi(dataDir, await freePort());
    const baseUrl = server.baseUrl;
    const first = postmaster(dataDir);

    // Item 12: the server's environment does not carry our secrets.
    const environ = readFileSync(`/proc/${first.pid}/environ`, 'utf8').split('\0');
    expect(environ.some((line) => line.includes(ADMIN_TOKEN))).toBe(false);

    const ev = await api<CreatedEvent>(baseUrl, 'POST', '/api/v1/events', {
      name: 'Postgres kill draft',
      game: 'swu',
      format: 'swu-draft',
      seed: 'pgkill',
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

    let acks = 0;
    const outages: { afterAcks: number; recoveredMs: number; statuses: Set<number> }[] = [];
    let outage: Promise<void> | null = null;
    let outageFailed: (error: unknown) => void = () => undefined;
    const outageFailure = new Promise<never>((_, reject) => (outageFailed = reject));
    outageFailure.catch(() => undefined); // observed through the races below

    const killAndWatch = async () => {
      const before = postmaster(dataDir);
      const afterAcks = acks;
      process.kill(before.pid, 'SIGKILL');
      const killedAt = Date.now();
      const statuses = new Set<number>();
      // Health every 100 ms until it is 200 again; a request with the database meanwhile is a 503.
      for (;;) {
        if (Date.now() - killedAt > RECOVERY_BOUND_MS) throw new Error(`no recovery in ${RECOVERY_BOUND_MS} ms`);
        const health = await fetch(`${baseUrl}/api/health`);
        statuses.add(health.status);
        const event = await fetch(`${baseUrl}/api/v1/events/${ev.id}/me`, {
          headers: { authorization: `Bearer ${players[0].token}` },
        });
        statuses.add(event.status);
        // A backend may answer for a moment after its postmaster died: recovered means a new postmaster.
        if (health.status === 200 && restartedPid(dataDir, before.pid)) break;
        await sleep(100);
      }
      outages.push({ afterAcks, recoveredMs: Date.now() - killedAt, statuses });
      const after = postmaster(dataDir);
      expect(after.pid).not.toBe(before.pid);
      expect(after.port).toBe(before.port); // the pool's URL stays valid
    };

    const onAck = () => {
      acks += 1;
      if (!outage && outages.length < KILL_AFTER_ACKS.length && acks >= KILL_AFTER_ACKS[outages.length]) {
        outage = killAndWatch()
          .catch((error: unknown) => outageFailed(error))
          .finally(() => (outage = null));
      }
    };
    for (const player of players) {
      let state = player.token.length;
      const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      drafters.push(new SocketDrafter(baseUrl, ev.id, player.token, random, onAck));
    }
    await api(baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, undefined, ev.organizerToken);

    const finals = await allFinished(drafters, outageFailure, 150_000, () => `${acks} acks, ${outages.length} kills`);
    await Promise.race([outage, outageFailure]);

    expect(outages).toHaveLength(KILL_AFTER_ACKS.length);
    for (const o of outages) {
      expect(o.recoveredMs).toBeLessThan(RECOVERY_BOUND_MS);
      // never a 500 while the database was away: 503 (database-unavailable) or already served again
      expect([...o.statuses].filter((s) => s >= 500 && s !== 503)).toEqual([]);
    }

    const record = await draftRecord(baseUrl, ev);
    // Every acknowledged pick is in the log, for that player's seat, with the same card.
    let lost = 0;
    for (const [i, drafter] of drafters.entries()) {
      const seat = record.seatOf(players[i].id);
      expect(seat).toBeDefined();
      for (const pick of drafter.acked) {
        const entry = record.logged(seat, pick);
        if (!entry || entry.cardId !== pick.cardId || entry.auto) lost += 1;
      }
      const seatPicks = record.picksOf(seat);
      expect(finals[i].pool.map((c) => c.instanceId)).toEqual(seatPicks.map((p) => p.instanceId));
    }
    expect(lost).toBe(0);
    expect(record.picks).toHaveLength(8 * 45);
    expect(new Set(record.picks.map((p) => p.instanceId)).size).toBe(record.picks.length);
    expect(record.picks.filter((p) => !p.auto).length).toBe(HUMAN_PICKS);

    // Item 12: the app's role is not a superuser and owns Cantina's tables.
    const db = new Client({ connectionString: embeddedDatabaseUrl(dataDir, server) });
    await db.connect();
    try {
      const role = await db.query<{ rolsuper: boolean }>("SELECT rolsuper FROM pg_roles WHERE rolname = 'cantina_app'");
      expect(role.rows).toEqual([{ rolsuper: false }]);
      const owners = await db.query<{ tableowner: string }>(
        "SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'",
      );
      expect(owners.rows).toEqual([{ tableowner: 'cantina_app' }]);
    } finally {
      await db.end();
    }

    // Ctrl-C still stops the API and its (restarted) PostgreSQL.
    drafters.forEach((d) => d.close());
    const exit = await stopApi(server, 'SIGINT');
    expect(exit.code).toBe(0);
    expect(postgresPids(dataDir)).toEqual([]);

    const refused = drafters.flatMap((d) => d.refused.map((p) => p.code));
    // a pick cut off by the outage is refused as a 503 the phone retries, never an internal error
    expect(refused.filter((code) => code !== 'database-unavailable')).toEqual([]);
    console.log(
      `postgres-kill: ${acks} acknowledged picks, ${lost} lost; kills after ${outages.map((o) => o.afterAcks).join('/')} ` +
        `acks, health back in ${outages.map((o) => o.recoveredMs).join('/')} ms, statuses seen ` +
        `${outages.map((o) => [...o.statuses].join('+')).join(' / ')}, refused picks [${refused.join(', ')}], ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 240_000);
});

describe('shutdown is bounded, and a second Ctrl-C forces it', () => {
  let dataDir: string;
  let server: ApiProcess | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'cantina-shutdown-'));
  });
  afterAll(async () => {
    if (server) await stopApi(server, 'SIGKILL').catch(() => undefined);
    await stopLeftoverPostgres(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A client that sent half a request and went quiet: a graceful HTTP close waits for it (~60 s). */
  async function stuckClient(port: number) {
    const socket = connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.write('GET /api/health HTTP/1.1\r\nHost: cantina\r\n');
    socket.on('error', () => undefined);
    return socket;
  }

  it('exits within the time limit after SIGTERM, still stopping PostgreSQL', async () => {
    const port = await freePort();
    server = await startApi(dataDir, port);
    const socket = await stuckClient(port);
    const sentAt = Date.now();
    const exit = await stopApi(server, 'SIGTERM', 20_000);
    const tookMs = Date.now() - sentAt;
    socket.destroy();
    expect(exit.code).toBe(1); // forced
    expect(tookMs).toBeLessThan(18_000);
    expect(postgresPids(dataDir)).toEqual([]);
    console.log(`shutdown with a stuck client: forced after ${tookMs} ms`);
  }, 60_000);

  it('exits at once on a second Ctrl-C, still stopping PostgreSQL', async () => {
    const port = await freePort();
    server = await startApi(dataDir, port);
    const socket = await stuckClient(port);
    server.child.kill('SIGINT');
    await sleep(300);
    const secondAt = Date.now();
    const exit = await stopApi(server, 'SIGINT', 8_000);
    const tookMs = Date.now() - secondAt;
    socket.destroy();
    expect(exit.code).toBe(1);
    expect(postgresPids(dataDir)).toEqual([]);
    console.log(`second Ctrl-C: exited ${tookMs} ms later`);
  }, 60_000);
});
