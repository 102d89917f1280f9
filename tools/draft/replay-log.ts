import { readFileSync } from 'node:fs';
import {
  applyCommand,
  changesState,
  draftLog,
  foldLog,
  isFinished,
  poolOf,
  type DraftState,
  type LoggedCommand,
  type VersionedState,
} from '@cantina/draft';

interface Input {
  snapshot: VersionedState;
  log: LoggedCommand[];
}

const input = JSON.parse(readFileSync(0, 'utf8')) as Input;
const facts = JSON.stringify(input.snapshot.state);

// 1. The fold the API runs.
const folded = foldLog({ version: input.snapshot.version, state: JSON.parse(facts) as DraftState }, input.log);

// 2. The same commands, one by one, on a fresh engine state from the same facts: each must be accepted
//    and change the pod (only such commands are logged).
let state = JSON.parse(facts) as DraftState;
const notReplayed: number[] = [];
for (const entry of input.log) {
  const result = applyCommand(state, entry.command, entry.at);
  if (!result.ok || !changesState(state, result)) {
    notReplayed.push(entry.version);
    continue;
  }
  state = result.state;
}

process.stdout.write(
  JSON.stringify({
    version: folded.version,
    finished: isFinished(folded.state),
    sameAsOneByOne: JSON.stringify(folded.state) === JSON.stringify(state),
    notReplayed,
    picks: draftLog(folded.state).picks,
    pools: folded.state.seats.map((_, seat) => poolOf(folded.state, seat).map((c) => c.instanceId)),
  }),
);
