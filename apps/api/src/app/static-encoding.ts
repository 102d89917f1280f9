import { existsSync } from 'node:fs';

export interface Precompressed {
  encoding: 'br' | 'gzip';
  path: string;
}

/** Preferred first: brotli is ~15-20% smaller than gzip on the app's JS. */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Which build-time compressed copy of `file` to send: the first of br, gzip that exists and the client
 * accepts; `null` when copies exist but the client takes none (send the original, varying by
 * Accept-Encoding); `undefined` when the file has no compressed copies at all.
 */
export function pickPrecompressed(
  file: string,
  accepts: (encoding: Precompressed['encoding']) => boolean,
  exists: (path: string) => boolean = existsSync,
): Precompressed | null | undefined {
  const present = VARIANTS.filter((v) => exists(file + v.suffix));
  if (present.length === 0) return undefined;
  const chosen = present.find((v) => accepts(v.encoding));
  return chosen ? { encoding: chosen.encoding, path: file + chosen.suffix } : null;
}
