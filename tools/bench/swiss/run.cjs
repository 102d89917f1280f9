// Entry point: `node tools/bench/swiss/run.cjs` (from the repository root or anywhere).
// Compiles the TypeScript benchmark and the @cantina/* libraries on the fly with @swc-node/register,
// using the tsconfig next to this file for the path mapping.
const path = require('node:path');

process.env.SWC_NODE_PROJECT = path.join(__dirname, 'tsconfig.json');
require('@swc-node/register');
require('./bench.ts');
