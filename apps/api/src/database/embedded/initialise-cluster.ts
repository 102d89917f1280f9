import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresEnvironment } from './postgres-environment';
import type { RunAs } from './postgres-os-user';

/** `initdb` a new cluster whose bootstrap superuser is `superuser`, scram passwords, UTF-8, C locale. */
export async function initialiseCluster(
  initdb: string,
  clusterDir: string,
  superuser: string,
  password: string,
  runAs: RunAs,
): Promise<void> {
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  const pwFile = join(tmpdir(), `cantina-pw-${randomBytes(8).toString('hex')}`);
  await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs.uid !== undefined && runAs.gid !== undefined) {
      await chown(clusterDir, runAs.uid, runAs.gid);
      await chown(pwFile, runAs.uid, runAs.gid);
    }
    const args = [
      `--pgdata=${clusterDir}`,
      '--auth=scram-sha-256',
      `--username=${superuser}`,
      `--pwfile=${pwFile}`,
      '--encoding=UTF8',
      '--locale=C',
    ];
    await new Promise<void>((done, failed) => {
      const child = spawn(initdb, args, { ...runAs, env: postgresEnvironment(), stdio: ['ignore', 'ignore', 'pipe'] });
      let errors = '';
      child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
      child.once('error', failed);
      child.once('exit', (code, signal) =>
        code === 0 ? done() : failed(new Error(`initdb failed (code ${code}, signal ${signal}): ${errors.trim()}`)),
      );
    });
  } finally {
    await rm(pwFile, { force: true });
  }
}
