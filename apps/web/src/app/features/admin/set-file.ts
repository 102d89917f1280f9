import type { SetFileFormat } from './card-sets-admin-api';

/** The API takes bodies up to 5 MB (contract "Conventions"); a bigger file is refused before it is read. */
export const SET_FILE_MAX_BYTES = 5 * 1024 * 1024;

export type SetFile =
  | { ok: true; body: unknown; format: SetFileFormat }
  | { ok: false; reason: 'too-big' | 'not-json' | 'empty' };

/**
 * A set file as the API wants it: parsed JSON and its format. `auto` takes swu-db's API answer
 * (`{ "data": [...] }`) as `swudb` and anything else as Cantina's own format (the API checks the rest).
 */
export function readSetFile(text: string, size: number, format: SetFileFormat | 'auto'): SetFile {
  if (size > SET_FILE_MAX_BYTES) return { ok: false, reason: 'too-big' };
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (format !== 'auto') return { ok: true, body, format };
  const swudb = typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data);
  return { ok: true, body, format: swudb ? 'swudb' : 'cantina' };
}
