import { Injectable } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  pairPods,
  pairRound,
  SwissError,
  type Round,
  type ScoringProfile,
  type SwissErrorDetails,
  type TournamentState,
} from '@cantina/swiss';

type WorkerReply = { ok: true; round: Round } | { ok: false; message: string; details?: SwissErrorDetails };

/** Fields at least this big are paired in a worker thread; smaller ones take a few ms in place. */
export const WORKER_THRESHOLD = 128;

/**
 * Runs the pure pairing engine. Large fields go to a worker thread (the bundled
 * `pairing-worker.js` next to main.js) so the node keeps answering while it pairs; without the
 * bundle (tests from sources) it pairs in place.
 */
@Injectable()
export class PairingRunner {
  private readonly workerFile = join(__dirname, 'pairing-worker.js');

  async pair(state: TournamentState, profile: ScoringProfile, round: number): Promise<Round> {
    if (state.players.length < WORKER_THRESHOLD || !existsSync(this.workerFile)) {
      return profile.pods ? pairPods(state, profile, { round }) : pairRound(state, profile, { round });
    }
    const reply = await new Promise<WorkerReply>((resolve, reject) => {
      const worker = new Worker(this.workerFile);
      worker.once('message', (message: WorkerReply) => {
        resolve(message);
        void worker.terminate();
      });
      worker.once('error', reject);
      worker.postMessage({ state, profile, round });
    });
    if (reply.ok) return reply.round;
    if (reply.details) throw new SwissError(reply.details);
    throw new Error(reply.message);
  }
}
