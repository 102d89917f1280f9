// Worker-thread entry (bundled as dist/apps/api/pairing-worker.js): pairs one round off the request
// thread, so a big event does not stall every other request while the matching runs.
import { parentPort } from 'node:worker_threads';
import { pairPods, pairRound, SwissError, type ScoringProfile, type TournamentState } from '@cantina/swiss';

parentPort?.on('message', (job: { state: TournamentState; profile: ScoringProfile; round: number }) => {
  try {
    const options = { round: job.round };
    const round = job.profile.pods
      ? pairPods(job.state, job.profile, options)
      : pairRound(job.state, job.profile, options);
    parentPort?.postMessage({ ok: true, round });
  } catch (error) {
    const details = error instanceof SwissError ? error.details : undefined;
    parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error), details });
  }
});
