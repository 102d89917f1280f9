/** Free-text names are at most 100 characters (contract "Conventions"). */
export const NAME_MAX_LENGTH = 100;
/** One paste adds at most this many players (the API takes 1,024 a minute; a store night is far fewer). */
export const PASTE_MAX_NAMES = 200;
/** The paste box takes at most this many characters, so a stray paste of a whole file stays cheap. */
export const PASTE_MAX_CHARS = PASTE_MAX_NAMES * (NAME_MAX_LENGTH + 2);

export interface NameList {
  /** Names to add, trimmed, in the order given, each once. */
  names: string[];
  /** Names given twice in the list, or already in the event (compared without case and inner spaces). */
  duplicates: string[];
  /** Lines over `NAME_MAX_LENGTH` characters (shortened for display). */
  tooLong: string[];
  /** Lines past `PASTE_MAX_NAMES` names that were left out. */
  overLimit: number;
}

const key = (name: string) => name.toLocaleLowerCase().replace(/\s+/g, ' ');

/**
 * A pasted list: one name per line, trimmed, blank lines ignored; duplicates (within the list or of
 * a player already in), over-long names and lines past the limit are reported, never sent.
 */
export function parseNameList(text: string, existing: readonly string[] = [], max = PASTE_MAX_NAMES): NameList {
  const seen = new Set(existing.map((name) => key(name.trim())));
  const result: NameList = { names: [], duplicates: [], tooLong: [], overLimit: 0 };
  for (const line of text.slice(0, PASTE_MAX_CHARS).split(/\r\n|\r|\n/)) {
    const name = line.trim().replace(/\s+/g, ' ');
    if (name === '') continue;
    if (name.length > NAME_MAX_LENGTH) {
      result.tooLong.push(`${name.slice(0, 24)}…`);
      continue;
    }
    if (seen.has(key(name))) {
      result.duplicates.push(name);
      continue;
    }
    if (result.names.length >= max) {
      result.overLimit++;
      continue;
    }
    seen.add(key(name));
    result.names.push(name);
  }
  return result;
}
