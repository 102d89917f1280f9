import { Worker } from 'node:worker_threads';

/** What the probe saw: every health request's wait, the worst one and when it was sent. */
export interface StallReport {
  requests: number;
  /** Requests that got no 200 (an error, a timeout or another status). */
  failures: number;
  worstMs: number;
  /** Date.now() when the worst request was sent, to find the attack that caused it. */
  worstSentAt: number;
  p99Ms: number;
}

// Runs in its own thread so that the test's own work (building and sending megabyte bodies) never
// delays a probe: what it measures is the server's event loop, nothing else. Plain JS: a worker
// started from a string is not compiled by ts-jest.
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const url = new URL(workerData.url);
const waits = [];
const pending = new Set();
let failures = 0;
let worst = { ms: 0, sentAt: 0 };
const note = (ms, sentAt) => { waits.push(ms); if (ms > worst.ms) worst = { ms, sentAt }; };
function probe() {
  const sentAt = Date.now();
  const started = performance.now();
  const entry = { started, sentAt };
  pending.add(entry);
  const finish = (ok) => {
    if (!pending.delete(entry)) return;
    if (!ok) failures++;
    note(performance.now() - started, sentAt);
  };
  const req = http.get({ host: url.hostname, port: url.port, path: '/api/health', agent, timeout: 30000 }, (res) => {
    res.resume();
    res.on('end', () => finish(res.statusCode === 200));
  });
  req.on('timeout', () => req.destroy(new Error('timeout')));
  req.on('error', () => finish(false));
}
const timer = setInterval(probe, workerData.everyMs);
probe();
parentPort.on('message', () => {
  clearInterval(timer);
  const now = performance.now();
  for (const entry of pending) { failures++; note(now - entry.started, entry.sentAt); }
  pending.clear();
  const sorted = [...waits].sort((a, b) => a - b);
  parentPort.postMessage({
    requests: waits.length,
    failures,
    worstMs: Math.round(worst.ms),
    worstSentAt: worst.sentAt,
    p99Ms: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0),
  });
  agent.destroy();
});
`;

/**
 * The stall probe of the chaos suite (issue 9): `GET /api/health` every `everyMs` for as long as it
 * runs, without waiting for the previous answer, so a frozen event loop shows as one long wait.
 */
export class StallProbe {
  private readonly worker: Worker;

  constructor(baseUrl: string, everyMs = 50) {
    this.worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { url: baseUrl, everyMs } });
  }

  /** Stops probing; a request still unanswered counts with the time it has waited so far. */
  async stop(): Promise<StallReport> {
    const report = new Promise<StallReport>((resolve, reject) => {
      this.worker.once('message', resolve);
      this.worker.once('error', reject);
    });
    this.worker.postMessage('stop');
    const result = await report;
    await this.worker.terminate();
    return result;
  }
}
