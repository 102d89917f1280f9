import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearStalePostmaster, isOurPostmaster } from './stale-postmaster';

const BINARY = '/opt/pg/bin/postgres';
const CLUSTER = '/srv/cantina/data/postgres';

describe('isOurPostmaster', () => {
  it('accepts only our postgres binary on our cluster directory', () => {
    expect(isOurPostmaster([BINARY, '-D', CLUSTER, '-p', '5432'], BINARY, CLUSTER)).toBe(true);
    expect(isOurPostmaster([BINARY, '-D', `${CLUSTER}/`, '-p', '5432'], BINARY, CLUSTER)).toBe(true);
    expect(isOurPostmaster([BINARY, '-D', '/other/cluster'], BINARY, CLUSTER)).toBe(false);
    expect(isOurPostmaster(['/usr/lib/postgresql/16/bin/postgres', '-D', CLUSTER], BINARY, CLUSTER)).toBe(false);
    expect(isOurPostmaster(['sleep', '30'], BINARY, CLUSTER)).toBe(false);
    expect(isOurPostmaster([BINARY, '-D'], BINARY, CLUSTER)).toBe(false);
    expect(isOurPostmaster([], BINARY, CLUSTER)).toBe(false);
  });
});

describe('clearStalePostmaster', () => {
  let bystander: ChildProcess | undefined;
  afterEach(() => {
    bystander?.kill('SIGKILL');
  });

  it('never signals an unrelated process that reused the pid in postmaster.pid', async () => {
    // A lock file left by a dead postmaster whose pid now belongs to someone else.
    bystander = spawn('sleep', ['30'], { stdio: 'ignore' });
    const clusterDir = mkdtempSync(join(tmpdir(), 'cantina-stale-'));
    writeFileSync(join(clusterDir, 'postmaster.pid'), `${bystander.pid}\n${clusterDir}\n0\n5432\n`);
    const logs: string[] = [];
    await clearStalePostmaster(clusterDir, BINARY, (msg) => logs.push(msg));
    expect(bystander.exitCode).toBeNull();
    expect(bystander.signalCode).toBeNull();
    expect(() => process.kill(bystander?.pid as number, 0)).not.toThrow();
    expect(logs.join('\n')).toContain('not our PostgreSQL');
  });
});
