/**
 * Re-entry codes put a player back in their seat on another device (a dead phone, a friend's phone).
 * They are read aloud and typed, so they use Crockford's base 32: digits and capitals without I, L, O
 * and U; a typed O reads as 0 and I or L as 1. Ten symbols carry 50 bits: with the server's rate limit
 * (a few dozen tries a minute per address) guessing one is hopeless. The randomness comes in as an
 * argument: domain code owns no RNG.
 */
export const REENTRY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REENTRY_CODE_LENGTH = 10;
/** Bits of entropy in one code (log2 of 32 per symbol). */
export const REENTRY_CODE_BITS = REENTRY_CODE_LENGTH * 5;

const TYPO_FIXES: Record<string, string> = { O: '0', I: '1', L: '1' };
const SEPARATORS = /[\s\-_.]/g;

/** `randomIndex(n)` must return an integer in [0, n). */
export function makeReentryCode(randomIndex: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < REENTRY_CODE_LENGTH; i++) {
    code += REENTRY_CODE_ALPHABET[randomIndex(REENTRY_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * The canonical code typed input stands for ("abcde-fghjk", "ABCDE FGHJK", "oi..." for "01..."), or
 * null when it cannot be one (wrong length or a symbol outside the alphabet).
 */
export function normalizeReentryCode(input: string): string | null {
  if (input.length > 4 * REENTRY_CODE_LENGTH) return null;
  const upper = input.toUpperCase().replace(SEPARATORS, '');
  if (upper.length !== REENTRY_CODE_LENGTH) return null;
  let code = '';
  for (const symbol of upper) {
    const fixed = TYPO_FIXES[symbol] ?? symbol;
    if (!REENTRY_CODE_ALPHABET.includes(fixed)) return null;
    code += fixed;
  }
  return code;
}

/** Two groups of five, easier to read out and type: "ABCDE-FGHJK". */
export function formatReentryCode(code: string): string {
  const half = REENTRY_CODE_LENGTH / 2;
  return code.length === REENTRY_CODE_LENGTH ? `${code.slice(0, half)}-${code.slice(half)}` : code;
}
