import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of `pid` (Linux /proc, else `ps`), or undefined when it cannot be read. */
async function commandLine(pid: number): Promise<string[] | undefined> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
  } catch {
    try {
      const { stdout } = await run('ps', ['-o', 'args=', '-p', String(pid)]);
      return stdout.trim().split(/\s+/).filter(Boolean);
    } catch {
      return undefined;
    }
  }
}

/** True only when `args` is a postmaster started from `binary` on exactly `clusterDir`. */
export function isOurPostmaster(args: string[], binary: string, clusterDir: string): boolean {
  const [program, ...rest] = args;
  if (!program || resolve(program) !== resolve(binary)) return false;
  const dataDirAt = rest.indexOf('-D');
  return dataDirAt >= 0 && rest[dataDirAt + 1] !== undefined && resolve(rest[dataDirAt + 1]) === resolve(clusterDir);
}

/**
 * A postmaster left running by a killed Cantina holds the cluster's lock file; stop it before we
 * start ours. The pid in `postmaster.pid` may since have been reused by an unrelated process, so we
 * signal it only after its command line shows our postgres binary on our cluster directory.
 */
export async function clearStalePostmaster(clusterDir: string, binary: string, log: (msg: string) => void) {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return;
  const args = await commandLine(pid);
  if (!args || !isOurPostmaster(args, binary, clusterDir)) {
    // Left alone: PostgreSQL itself judges the lock (and its shared memory) when it starts.
    log(`postmaster.pid names pid ${pid}, which is not our PostgreSQL: not signalling it`);
    return;
  }
  log(`stopping a PostgreSQL (pid ${pid}) left running on ${clusterDir}`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
  }
  if (isAlive(pid)) process.kill(pid, 'SIGQUIT');
}
