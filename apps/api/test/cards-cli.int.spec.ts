import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { call, startTestApp, type TestApp } from './test-app';

const run = promisify(execFile);
const CLI = resolve(__dirname, '../../../tools/cards/cli.mjs');

describe('npm run cards (the import command) against a running server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const env = () => ({ ...process.env, CANTINA_URL: t.baseUrl, CANTINA_ADMIN_TOKEN: 'test-admin-token-0123456789' });

  it('imports a set file and lists it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cantina-cli-')), 'set.json');
    const cards = [1, 2].map((n) => ({
      id: `CLI_00${n}`,
      number: n,
      name: `Cli Card ${n}`,
      type: 'event',
      rarity: 'common',
      aspects: [],
      cost: 1,
      unique: false,
      arenas: [],
      traits: [],
    }));
    writeFileSync(file, JSON.stringify({ game: 'swu', code: 'CLI', name: 'CLI test set', cards, booster: null }));
    const imported = await run(process.execPath, [CLI, 'import', file], { env: env() });
    expect(imported.stdout).toContain('imported swu/CLI: 2 cards');
    const listed = await run(process.execPath, [CLI, 'list', 'swu'], { env: env() });
    expect(listed.stdout).toMatch(/swu\tCLI\t2 cards/);
    expect((await call(t.baseUrl, 'GET', '/api/v1/card-sets/swu/CLI/cards')).body).toHaveLength(2);
  });

  it('prints every problem of a bad file and exits non-zero', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cantina-cli-')), 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({ game: 'swu', code: 'CLB', name: 'bad', cards: [{ id: 'CLB_001' }], booster: null }),
    );
    await expect(run(process.execPath, [CLI, 'import', file], { env: env() })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('cards[0].'),
    });
  });
});
