// Booster generation benchmark: `node tools/bench/boosters/run.mjs [--check]` from the repository root.
// Registers @swc-node/register with the workspace's tsconfig paths so the TypeScript benchmark can
// import @cantina/boosters from source, then runs it. See README.md.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
process.env.SWC_NODE_PROJECT ??= resolve(here, '../../../tsconfig.base.json');
const require = createRequire(import.meta.url);
require('@swc-node/register');
require('./bench.ts');
