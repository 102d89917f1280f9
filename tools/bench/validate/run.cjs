// Entry point: `node tools/bench/validate/run.cjs` (from the repository root or anywhere).
// Compiles the TypeScript benchmark, the @cantina/* libraries and the API's DTO and body checks on the
// fly with @swc-node/register, using the tsconfig next to this file (which maps @cantina/*).
const path = require('node:path');

process.env.SWC_NODE_PROJECT = path.join(__dirname, 'tsconfig.json');
require('@swc-node/register');
require('./bench.ts');
