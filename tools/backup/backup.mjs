#!/usr/bin/env node
// npm run backup -- [OUT_DIR]
//
// A consistent copy of a RUNNING Cantina's embedded database, with nothing to install: PostgreSQL's own
// online base backup (pg_backup_start / copy the cluster / pg_backup_stop, then the write-ahead log written
// meanwhile), taken over SQL with the superuser password Cantina keeps in DATA_DIR. The copy is a complete
// DATA_DIR: to restore, stop Cantina and start it with DATA_DIR pointing at the copy (PostgreSQL replays
// the log from `backup_label` and comes up as it was when the backup ended).
//
// DATA_DIR defaults to ./data, OUT_DIR to DATA_DIR/../cantina-backup-<timestamp>. Exits non-zero on failure.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, lchown, lstat, mkdir, readdir, readFile, copyFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';

/** Left out of a base backup (PostgreSQL docs, "Making a Base Backup Using the Low Level API"). */
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts']);
const EMPTIED_DIRS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
/** Beside the cluster in DATA_DIR: the passwords and the admin token, so tokens keep working. */
const DATA_DIR_FILES = ['postgres-password', 'postgres-app-password', 'admin-token'];
const SUPERUSER = 'cantina';

const isRoot = process.getuid?.() === 0;

/** Copies a file or a whole directory, keeping modes and (as root) owners; files removed meanwhile are skipped. */
async function copyTree(from, to, skip = () => false) {
  let stats;
  try {
    stats = await lstat(from);
  } catch (error) {
    if (error.code === 'ENOENT') return; // the server removed it during the copy: the log covers it
    throw error;
  }
  if (stats.isDirectory()) {
    await mkdir(to, { recursive: true });
    for (const name of await readdir(from)) {
      if (!skip(name)) await copyTree(join(from, name), join(to, name));
    }
  } else if (stats.isFile()) {
    try {
      await copyFile(from, to);
    } catch (error) {
      if (error.code === 'ENOENT') return;
      throw error;
    }
  } else {
    return; // sockets, links: nothing a cluster needs
  }
  await chmod(to, stats.mode & 0o7777);
  if (isRoot) await lchown(to, stats.uid, stats.gid);
}

async function main() {
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const clusterDir = join(dataDir, 'postgres');
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) {
    throw new Error(`no running embedded PostgreSQL in ${clusterDir}: start Cantina (npm start) first`);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = resolve(process.argv[2] ?? join(dirname(dataDir), `cantina-backup-${stamp}`));
  if (existsSync(outDir)) throw new Error(`${outDir} exists already; name a new folder`);

  const port = Number((await readFile(pidFile, 'utf8')).split('\n')[3]);
  const password = (await readFile(join(dataDir, 'postgres-password'), 'utf8')).trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, password, database: 'postgres' });
  await client.connect();
  try {
    const label = `cantina-${stamp}-${randomBytes(3).toString('hex')}`;
    await client.query('SELECT pg_backup_start($1, true)', [label]);
    const outCluster = join(outDir, 'postgres');
    await mkdir(outDir, { recursive: true });
    await chmod(outDir, 0o755); // as root the postgres user must reach its cluster inside
    await copyTree(clusterDir, outCluster, (name) => SKIPPED_FILES.has(name));
    for (const dir of EMPTIED_DIRS) {
      const source = join(clusterDir, dir);
      if (existsSync(source)) await copyTree(source, join(outCluster, dir), () => true);
    }
    const [stop] = (await client.query('SELECT labelfile, spcmapfile FROM pg_backup_stop(false)')).rows;
    await writeFile(join(outCluster, 'backup_label'), stop.labelfile, { mode: 0o600 });
    if (stop.spcmapfile) await writeFile(join(outCluster, 'tablespace_map'), stop.spcmapfile, { mode: 0o600 });
    // The log written from the backup's start to its end: replayed when the copy is started.
    await copyTree(join(clusterDir, 'pg_wal'), join(outCluster, 'pg_wal'));
    const owner = await lstat(clusterDir);
    for (const name of ['backup_label', 'tablespace_map']) {
      if (isRoot && existsSync(join(outCluster, name))) await lchown(join(outCluster, name), owner.uid, owner.gid);
    }
    for (const name of DATA_DIR_FILES) {
      if (existsSync(join(dataDir, name))) await copyTree(join(dataDir, name), join(outDir, name));
    }
    console.log(`backup written to ${outDir}`);
    console.log(`restore: stop Cantina, then start it with DATA_DIR=${outDir} (or copy that folder to DATA_DIR)`);
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
