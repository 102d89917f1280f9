// Runs tournament-organizer's nextRound() on a loaded tournament, in a worker thread so the benchmark
// can stop it when it runs too long (or runs out of memory). Benchmark only: the package is a
// devDependency and never part of the shipped app.
import { parentPort, workerData } from 'node:worker_threads';
import Manager from 'tournament-organizer';

const manager = new Manager();
const tournament = manager.loadTournament(workerData.tournament);
parentPort.postMessage({ type: 'ready' });
const started = performance.now();
if (workerData.round1) tournament.startTournament();
else tournament.nextRound();
const ms = performance.now() - started;
const pairs = tournament
  .getMatchesByRound(tournament.getRoundNumber())
  .map((match) => [match.getPlayer1().id, match.getPlayer2().id]);
parentPort.postMessage({ type: 'done', ms, pairs });
