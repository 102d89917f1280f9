// Replays a pod's stored draft log with the pure engine (libs/draft), outside the API:
// `node tools/draft/replay-log.mjs < pod.json` where pod.json is `{ "snapshot": { "version", "state" },
// "log": [{ "version", "command", "at" }] }` as the pods and pod_log tables hold them. Prints JSON: the
// state folded from the snapshot, and the same commands applied one by one to a fresh copy of the
// snapshot (see replay-log.ts). The crash test (apps/web-e2e/src/draft-log-crash.e2e.ts) uses it.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
process.env.SWC_NODE_PROJECT ??= resolve(here, '../../tsconfig.base.json');
const require = createRequire(import.meta.url);
require('@swc-node/register');
require('./replay-log.ts');
