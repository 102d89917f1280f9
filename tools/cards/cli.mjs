#!/usr/bin/env node
// npm run cards -- import FILE [--format cantina|swudb]   import a card set into a running Cantina
// npm run cards -- list [GAME]                             list the imported sets
//
// Talks to the server's API (CANTINA_URL, default http://localhost:3000) with the admin token from
// CANTINA_ADMIN_TOKEN, or else the one the server generated in DATA_DIR/admin-token (default ./data).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const baseUrl = (process.env.CANTINA_URL ?? 'http://localhost:3000').replace(/\/$/, '');

function adminToken() {
  if (process.env.CANTINA_ADMIN_TOKEN) return process.env.CANTINA_ADMIN_TOKEN;
  const file = join(resolve(process.env.DATA_DIR ?? './data'), 'admin-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new Error(`no admin token: set CANTINA_ADMIN_TOKEN or run where ${file} exists`);
}

function usage(message) {
  if (message) console.error(message);
  console.error('usage: npm run cards -- import FILE [--format cantina|swudb]\n       npm run cards -- list [GAME]');
  process.exit(2);
}

async function request(method, path, body) {
  const headers = { authorization: `Bearer ${adminToken()}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

async function importSet(args) {
  const file = args.find((a) => !a.startsWith('--'));
  const formatFlag = args.indexOf('--format');
  const format = formatFlag >= 0 ? args[formatFlag + 1] : 'cantina';
  if (!file) usage('import needs a FILE');
  if (!['cantina', 'swudb'].includes(format)) usage(`unknown format "${format}"`);
  const body = readFileSync(file, 'utf8');
  const { status, json } = await request('POST', `/api/v1/card-sets?format=${format}`, body);
  if (status === 201) {
    console.log(`imported ${json.game}/${json.code}: ${json.cards} cards`);
    return 0;
  }
  console.error(`import failed (${status}): ${json.detail ?? JSON.stringify(json)}`);
  for (const e of json.errors ?? []) console.error(`  ${e.path}: ${e.message} [${e.code}]`);
  return 1;
}

async function list(args) {
  const game = args[0];
  const { status, json } = await request('GET', `/api/v1/card-sets${game ? `?game=${encodeURIComponent(game)}` : ''}`);
  if (status !== 200) {
    console.error(`list failed (${status}): ${json.detail ?? JSON.stringify(json)}`);
    return 1;
  }
  for (const s of json) console.log(`${s.game}\t${s.code}\t${s.cards} cards\t${s.name}${s.demo ? ' (demo)' : ''}`);
  return 0;
}

const [command, ...args] = process.argv.slice(2);
const commands = { import: importSet, list };
if (!commands[command]) usage(command ? `unknown command "${command}"` : undefined);
commands[command](args).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error.message);
    process.exit(1);
  },
);
