import { applyCommand } from './engine';
import type { DraftCommand, DraftResult, DraftState } from './types';

/**
 * A pod's durable history (issue 13 item 1): a snapshot (the state at `createDraft`, or whatever a pod
 * held when the log began) and the commands that changed it, in order. The engine is pure, so the
 * command and the moment it ran (`at`, the engine's `now`) are all a replay needs: bot picks and
 * timeouts come out the same because they depend only on the state, the seed and `now`.
 */
export interface LoggedCommand {
  /** The pod's version after this command: the snapshot's version + 1, + 2, ... without gaps. */
  version: number;
  command: DraftCommand;
  /** Epoch ms the command was applied at. */
  at: number;
}

/** A pod's state as of a version of its log. */
export interface VersionedState {
  version: number;
  state: DraftState;
}

/** The log does not replay: a gap in the versions, or a command the engine refuses. */
export class LogReplayError extends Error {}

/**
 * True when the command changed the state, so it must be logged; a refusal, a duplicate pick and a
 * command that changed nothing (a tick with nothing due, pausing a paused pod) leave no log entry.
 */
export function changesState(before: DraftState, result: DraftResult): boolean {
  return result.ok && !result.duplicate && result.state !== before;
}

/**
 * Folds the log onto `from`: entries at or below its version are skipped (a cached state folds only the
 * tail), the rest must follow on without gaps and replay as they ran.
 */
export function foldLog(from: VersionedState, log: readonly LoggedCommand[]): VersionedState {
  let { version, state } = from;
  for (const entry of log) {
    if (entry.version <= version) continue;
    if (entry.version !== version + 1) {
      throw new LogReplayError(`pod ${state.podId}: the log jumps from version ${version} to ${entry.version}`);
    }
    const result = applyCommand(state, entry.command, entry.at);
    if (!result.ok) {
      throw new LogReplayError(
        `pod ${state.podId}: version ${entry.version} does not replay (${result.error.code}: ${result.error.message})`,
      );
    }
    state = result.state;
    version = entry.version;
  }
  return { version, state };
}
