// README "Running it at a store": `npm run backup` copies a RUNNING Cantina's embedded database with
// nothing to install, and Cantina started on the copy is the event as it was. Players keep joining while
// the backup runs; every join acknowledged before it started must be in the copy, nothing after it ended.
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, repoRoot, startApi, stopApi, stopLeftoverPostgres, type ApiProcess } from './support/api-process';
import { api, type CreatedEvent, type JoinedPlayer } from './support/draft-run';

const run = promisify(execFile);

interface EventView {
  players: { id: string; name: string }[];
  joinCode?: string;
}

describe('npm run backup: an online copy of the embedded database that starts as it was', () => {
  const root = mkdtempSync(join(tmpdir(), 'cantina-backup-'));
  chmodSync(root, 0o755); // as root, PostgreSQL runs as the postgres user, which must reach its cluster
  const dataDir = join(root, 'data');
  const backupDir = join(root, 'backup');
  const servers: ApiProcess[] = [];

  afterAll(async () => {
    for (const server of servers) await stopApi(server, 'SIGINT').catch(() => undefined);
    await stopLeftoverPostgres(dataDir);
    await stopLeftoverPostgres(backupDir);
    rmSync(root, { recursive: true, force: true });
  });

  it('copies while players join, and Cantina on the copy has every join acknowledged before it', async () => {
    const live = await startApi(dataDir, await freePort());
    servers.push(live);
    const ev = await api<CreatedEvent>(live.baseUrl, 'POST', '/api/v1/events', {
      name: 'Backup night',
      game: 'swu',
      format: 'swu-premier',
    });
    const add = (name: string) =>
      api<JoinedPlayer>(live.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, { name }, ev.organizerToken);
    const before = await Promise.all(Array.from({ length: 8 }, (_, i) => add(`Before ${i}`)));

    let joining = true;
    const during: Promise<JoinedPlayer>[] = [];
    const traffic = (async () => {
      for (let i = 0; joining; i++) {
        during.push(add(`During ${i}`));
        await during[during.length - 1];
      }
    })();
    const { stdout } = await run(process.execPath, [join(repoRoot, 'tools/backup/backup.mjs'), backupDir], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    joining = false;
    await traffic;
    expect(stdout).toContain(`backup written to ${backupDir}`);
    const after = await add('After the backup');
    await stopApi(live, 'SIGINT');

    const restored = await startApi(backupDir, await freePort());
    servers.push(restored);
    const view = await api<EventView>(restored.baseUrl, 'GET', `/api/v1/events/${ev.id}`, undefined, ev.organizerToken);
    const names = new Set(view.players.map((p) => p.name));
    for (const player of before) expect(names).toContain(player.name);
    expect(names).not.toContain(after.name);
    // The organizer token still opens the organizer view, and a restored player's token still acts.
    expect(view.joinCode).toEqual(expect.any(String));
    const dropped = await api<{ dropped: boolean }>(
      restored.baseUrl,
      'POST',
      `/api/v1/events/${ev.id}/players/${before[0].id}/drop`,
      undefined,
      before[0].token,
    );
    expect(dropped.dropped).toBe(true);
    console.log(`backup: ${before.length} joins before, ${during.length} during, restored ${view.players.length}`);
  }, 120_000);
});
