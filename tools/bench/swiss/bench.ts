/**
 * Swiss pairing benchmark (issue 6, item 9). For each field size: simulate rounds 1-5 with Cantina's
 * engine (generic MTR profile: best of 3, 3/1/0, a few draws), then pair round 6. The same standings
 * (the same players, matches and results) are handed to the npm package `tournament-organizer`,
 * whose `nextRound()` is timed in a worker thread with a time limit. Prints times, the ratio, and
 * rematches and byes per round for both engines.
 *
 * Run: `node tools/bench/swiss/run.cjs` (see README.md for the environment knobs).
 */
import * as os from 'node:os';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  createRandom,
  pairRound,
  PROFILES,
  simulateResults,
  withMatches,
  type PlayerId,
  type Round,
  type SwissMatch,
  type TournamentState,
} from '@cantina/swiss';

const SIZES = (process.env['SWISS_BENCH_SIZES'] ?? '64,1024,4096,10000')
  .split(',')
  .filter((x) => x.trim() !== '')
  .map(Number);
const TO_TIMEOUT_S = Number(process.env['SWISS_BENCH_TO_TIMEOUT'] ?? 60);
/** tournament-organizer pairs every round (from the same standings) up to this size; above it, round 6 only. */
const TO_ALL_ROUNDS_MAX = Number(process.env['SWISS_BENCH_TO_ALL_ROUNDS'] ?? 1024);
/** Cantina's complete-graph solve (no shortcut) is timed too up to this size. */
const COMPLETE_MAX = Number(process.env['SWISS_BENCH_COMPLETE_MAX'] ?? 2048);
const SEED = process.env['SWISS_BENCH_SEED'] ?? 'cantina-bench';
/** Whole-event simulation (issue 13 item 5): `<players>x<rounds>`, or `off`. */
const EVENT = process.env['SWISS_BENCH_EVENT'] ?? '1024x10';
/** Share of the active players that drop after each round of the simulated event. */
const EVENT_DROP_RATE = Number(process.env['SWISS_BENCH_DROP_RATE'] ?? 0.01);
/** Each round of the simulated event is paired this many times; the median is reported. */
const EVENT_REPEATS = Number(process.env['SWISS_BENCH_EVENT_REPEATS'] ?? 3);
const EVENT_LIMIT_MS = 250;
const ROUNDS = 6;
const REPEATS = 5;
const profile = PROFILES.mtr;

type ToOutcome =
  | { status: 'ok'; ms: number; pairs: [PlayerId, PlayerId | null][] }
  | { status: 'timeout' }
  | { status: 'error'; message: string };

interface RoundRow {
  round: number;
  ours: { ms: number; rematches: number; byes: number; method: string };
  to: ToOutcome | null;
}

const fmtMs = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Earlier meetings, as "a|b" keys. */
function metPairs(matches: readonly SwissMatch[]): Set<string> {
  const met = new Set<string>();
  for (const m of matches) {
    if (m.bye || m.players.length < 2) continue;
    const [a, b] = m.players;
    met.add(a < b ? `${a}|${b}` : `${b}|${a}`);
  }
  return met;
}

function countPairs(state: TournamentState, pairs: [PlayerId, PlayerId | null][]): { rematches: number; byes: number } {
  const met = metPairs(state.matches);
  let rematches = 0;
  let byes = 0;
  for (const [a, b] of pairs) {
    if (b === null) byes++;
    else if (met.has(a < b ? `${a}|${b}` : `${b}|${a}`)) rematches++;
  }
  return { rematches, byes };
}

/** The same event as tournament-organizer's serialised tournament (LoadableTournamentValues). */
function toTournament(state: TournamentState, completedRounds: number): Record<string, unknown> {
  const playerMatches = new Map<PlayerId, Record<string, unknown>[]>(state.players.map((p) => [p.id, []]));
  const matches = state.matches.map((m, i) => {
    const id = `m${i}`;
    const [a, b] = m.players;
    if (m.bye) {
      playerMatches
        .get(a)
        ?.push({ id, opponent: null, pairUpDown: false, seating: null, bye: true, win: 2, loss: 0, draw: 0 });
      return {
        id,
        round: m.round,
        match: i + 1,
        active: false,
        bye: true,
        loss: false,
        player1: { id: a, win: 2, loss: 0, draw: 0 },
        player2: { id: null, win: 0, loss: 0, draw: 0 },
        path: { win: null, loss: null },
        meta: {},
      };
    }
    const wa = m.result?.wins?.[a] ?? 0;
    const wb = m.result?.wins?.[b] ?? 0;
    const d = m.result?.draws ?? 0;
    playerMatches
      .get(a)
      ?.push({ id, opponent: b, pairUpDown: false, seating: null, bye: false, win: wa, loss: wb, draw: d });
    playerMatches
      .get(b)
      ?.push({ id, opponent: a, pairUpDown: false, seating: null, bye: false, win: wb, loss: wa, draw: d });
    return {
      id,
      round: m.round,
      match: m.table ?? i + 1,
      active: false,
      bye: false,
      loss: false,
      player1: { id: a, win: wa, loss: wb, draw: d },
      player2: { id: b, win: wb, loss: wa, draw: d },
      path: { win: null, loss: null },
      meta: {},
    };
  });
  return {
    id: 'bench',
    name: 'bench',
    status: completedRounds === 0 ? 'setup' : 'stage-one',
    round: completedRounds,
    players: state.players.map((p) => ({
      id: p.id,
      name: p.id,
      active: true,
      value: 0,
      matches: playerMatches.get(p.id),
      meta: {},
    })),
    matches,
    seating: false,
    sorting: 'none',
    scoring: { bestOf: 3, win: 3, draw: 1, loss: 0, bye: 3, tiebreaks: [] },
    stageOne: { format: 'swiss', consolation: false, rounds: 99, initialRound: 1, maxPlayers: 0 },
    stageTwo: { format: null, consolation: false, advance: { value: 0, method: 'all' } },
    meta: {},
  };
}

/** tournament-organizer pairs the next round of `state` in a worker, stopped after the time limit. */
function runTournamentOrganizer(state: TournamentState, completedRounds: number): Promise<ToOutcome> {
  return new Promise((resolve) => {
    const worker = new Worker(path.join(__dirname, 'to-worker.mjs'), {
      workerData: { tournament: toTournament(state, completedRounds), round1: completedRounds === 0 },
      resourceLimits: { maxOldGenerationSizeMb: 8192 },
    });
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const finish = (outcome: ToOutcome): void => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    worker.on('message', (msg: { type: string; ms?: number; pairs?: [PlayerId, PlayerId | null][] }) => {
      if (msg.type === 'ready') {
        timer = setTimeout(() => finish({ status: 'timeout' }), TO_TIMEOUT_S * 1000);
      } else if (msg.type === 'done') {
        finish({ status: 'ok', ms: msg.ms ?? 0, pairs: msg.pairs ?? [] });
      }
    });
    worker.on('error', (err: Error & { code?: string }) =>
      finish({
        status: 'error',
        message: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out of memory (8 GB heap)' : err.message,
      }),
    );
    worker.on('exit', (code) => finish({ status: 'error', message: `worker exited (${code})` }));
  });
}

function describeTo(outcome: ToOutcome | null, state: TournamentState): string {
  if (outcome === null) return 'not run';
  if (outcome.status === 'timeout') return `> ${TO_TIMEOUT_S} s (stopped)`;
  if (outcome.status === 'error') return `failed: ${outcome.message}`;
  const { rematches, byes } = countPairs(state, outcome.pairs);
  return `${fmtMs(outcome.ms).padStart(9)}  rematches ${String(rematches).padStart(3)}  byes ${byes}`;
}

interface SizeSummary {
  n: number;
  ours: number;
  oursFirst: number;
  complete: number | null;
  to: ToOutcome | null;
  method: string;
  optimal: boolean;
}

async function benchSize(n: number): Promise<SizeSummary> {
  let state: TournamentState = {
    seed: `${SEED}-${n}`,
    players: Array.from({ length: n }, (_, i) => ({ id: `p${String(i).padStart(5, '0')}` })),
    matches: [],
  };
  const rows: RoundRow[] = [];
  let round6: Round | null = null;
  let oursMedian = 0;
  let oursFirst = 0;
  let complete: number | null = null;
  let toRound6: ToOutcome | null = null;
  for (let r = 1; r <= ROUNDS; r++) {
    const started = performance.now();
    const round = pairRound(state, profile);
    const ms = performance.now() - started;
    let to: ToOutcome | null = null;
    if (n <= TO_ALL_ROUNDS_MAX || r === ROUNDS) {
      to = await runTournamentOrganizer(state, r - 1);
      // Keep the event loop responsive between heavy runs.
      await new Promise((done) => setTimeout(done, 10));
    }
    rows.push({
      round: r,
      ours: { ms, rematches: round.stats.rematches, byes: round.stats.byes, method: round.stats.method },
      to,
    });
    if (r === ROUNDS) {
      round6 = round;
      oursFirst = ms;
      const times: number[] = [];
      for (let i = 0; i < REPEATS; i++) {
        const t0 = performance.now();
        pairRound(state, profile);
        times.push(performance.now() - t0);
      }
      oursMedian = median(times);
      if (n <= COMPLETE_MAX) {
        const t0 = performance.now();
        const full = pairRound(state, profile, { strategy: 'complete' });
        complete = performance.now() - t0;
        const same =
          full.stats.scoreDistance === round.stats.scoreDistance &&
          full.stats.rematches === round.stats.rematches &&
          full.matches.find((m) => m.bye)?.players[0] === round.matches.find((m) => m.bye)?.players[0];
        if (!same) throw new Error(`complete-graph optimum differs from the pairing at ${n} players`);
      }
      toRound6 = to;
    } else {
      state = withMatches(state, simulateResults(round, profile, SEED));
    }
  }

  console.log(`\n${n} players — rounds 1-5 simulated, round 6 timed (profile: MTR 3/1/0, best of 3)`);
  console.log('round | Cantina (first run)                          | tournament-organizer (same standings)');
  for (const row of rows) {
    const ours = `${fmtMs(row.ours.ms).padStart(9)}  rematches ${String(row.ours.rematches).padStart(3)}  byes ${row.ours.byes}  ${row.ours.method.padEnd(9)}`;
    // For tournament-organizer, rematches count against the history before that round.
    const before: TournamentState = { ...state, matches: state.matches.filter((m) => m.round < row.round) };
    console.log(`${String(row.round).padStart(5)} | ${ours} | ${describeTo(row.to, before)}`);
  }
  const stats = round6?.stats;
  console.log(
    `round 6: Cantina median of ${REPEATS} ${fmtMs(oursMedian)} (first ${fmtMs(oursFirst)}), method ${stats?.method}, ` +
      `optimal ${stats?.optimal}, score distance ${stats?.scoreDistance} (bound ${stats?.scoreDistanceLowerBound})` +
      (complete === null ? '' : `; complete-graph exact solve ${fmtMs(complete)} (same optimum)`),
  );
  return {
    n,
    ours: oursMedian,
    oursFirst,
    complete,
    to: toRound6,
    method: stats?.method ?? '?',
    optimal: stats?.optimal ?? false,
  };
}

/**
 * A whole event: every round paired and timed (median of EVENT_REPEATS, first run shown too), then
 * seeded results with ~5 % draws, and a few players dropping after each round (never below 2 active).
 * The late rounds are where rematch constraints bind: the score groups are small and many of a
 * player's nearest rivals are earlier opponents.
 */
function benchEvent(spec: string): boolean {
  const m = /^(\d+)x(\d+)$/.exec(spec);
  if (!m) throw new Error(`SWISS_BENCH_EVENT must look like 1024x10 (or off), not ${spec}`);
  const n = Number(m[1]);
  const rounds = Number(m[2]);
  let state: TournamentState = {
    seed: `${SEED}-event-${n}`,
    players: Array.from({ length: n }, (_, i) => ({ id: `p${String(i).padStart(5, '0')}` })),
    matches: [],
  };
  const drops = createRandom(state.seed, 'drops');
  console.log(
    `\n${n}-player, ${rounds}-round event (MTR 3/1/0, best of 3, ~5 % draws, ${EVENT_DROP_RATE * 100} % of the ` +
      `active players drop after each round); pairing time per round, median of ${EVENT_REPEATS} (first run)`,
  );
  console.log(
    'round | active | median    | first     | first cpu | method    | rematches | byes | score dist (bound) | edges    | stages',
  );
  let worst = 0;
  let worstCpu = 0;
  for (let r = 1; r <= rounds; r++) {
    const times: number[] = [];
    let round: Round | null = null;
    let firstCpu = 0;
    for (let i = 0; i < Math.max(1, EVENT_REPEATS); i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      round = pairRound(state, profile);
      times.push(performance.now() - t0);
      if (i === 0) firstCpu = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(c0));
    }
    const paired = round as Round;
    const med = median(times);
    worst = Math.max(worst, med);
    worstCpu = Math.max(worstCpu, firstCpu);
    const st = paired.stats;
    console.log(
      `${String(r).padStart(5)} | ${String(st.players).padStart(6)} | ${fmtMs(med).padStart(9)} | ${fmtMs(times[0]).padStart(9)} | ${fmtMs(firstCpu).padStart(9)} | ` +
        `${st.method.padEnd(9)} | ${String(st.rematches).padStart(9)} | ${String(st.byes).padStart(4)} | ` +
        `${`${st.scoreDistance} (${st.scoreDistanceLowerBound})`.padStart(18)} | ${String(st.edges).padStart(8)} | ${st.stages}`,
    );
    state = withMatches(state, simulateResults(paired, profile, `${SEED}-event`));
    const active = state.players.filter((p) => p.droppedAfterRound === undefined);
    const dropCount = Math.min(Math.round(active.length * EVENT_DROP_RATE), Math.max(0, active.length - 2));
    const leaving = new Set<string>();
    while (leaving.size < dropCount) leaving.add(active[drops.nextInt(active.length)].id);
    state = {
      ...state,
      players: state.players.map((p) => (leaving.has(p.id) ? { ...p, droppedAfterRound: r } : p)),
    };
  }
  const met = worst <= EVENT_LIMIT_MS;
  console.log(
    `slowest round ${fmtMs(worst)} median (target: every round <= ${fmtMs(EVENT_LIMIT_MS)}): ${met ? 'met' : 'MISSED'}` +
      `; slowest first-run CPU time ${fmtMs(worstCpu)} (${worstCpu <= EVENT_LIMIT_MS ? 'met' : 'MISSED'}); ` +
      `machine load ${os.loadavg()[0].toFixed(2)} (1 min) on ${os.cpus().length} cores (wall times grow with it)`,
  );
  return met;
}

async function main(): Promise<void> {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(`Swiss pairing benchmark — node ${process.version}, ${os.cpus().length} × ${cpu}`);
  if (EVENT !== 'off') benchEvent(EVENT);
  if (SIZES.length === 0) return;
  console.log(`tournament-organizer limit: ${TO_TIMEOUT_S} s per pairing (worker thread, 8 GB heap)`);
  const summary: SizeSummary[] = [];
  for (const n of SIZES) summary.push(await benchSize(n));
  console.log('\nSummary, round 6 pairing time');
  console.log('players | Cantina (median) | method     | complete graph | tournament-organizer | ratio');
  for (const s of summary) {
    const to =
      s.to === null
        ? 'not run'
        : s.to.status === 'ok'
          ? fmtMs(s.to.ms)
          : s.to.status === 'timeout'
            ? `> ${TO_TIMEOUT_S} s`
            : 'failed';
    const ratio =
      s.to?.status === 'ok'
        ? `${(s.to.ms / s.ours).toFixed(0)}× faster`
        : s.to?.status === 'timeout'
          ? `> ${((TO_TIMEOUT_S * 1000) / s.ours).toFixed(0)}× faster`
          : '-';
    console.log(
      `${String(s.n).padStart(7)} | ${fmtMs(s.ours).padStart(16)} | ${(s.method + (s.optimal ? '' : ' (!)')).padEnd(10)} | ${(s.complete === null ? '-' : fmtMs(s.complete)).padStart(14)} | ${to.padStart(20)} | ${ratio}`,
    );
  }
  const target = (n: number, limitMs: number): string => {
    const s = summary.find((x) => x.n === n);
    return s
      ? `${n} players ${fmtMs(s.ours)} (target <= ${fmtMs(limitMs)}): ${s.ours <= limitMs ? 'met' : 'MISSED'}`
      : '';
  };
  console.log([target(1024, 250), target(10000, 1000)].filter(Boolean).join('; '));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
