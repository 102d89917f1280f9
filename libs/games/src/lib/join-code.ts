/**
 * Join codes are typed on phones in noisy stores, so the alphabet leaves out characters that are easy
 * to confuse (0/O, 1/I/L). The randomness comes in as an argument: domain code owns no RNG.
 */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 6;

/** `randomIndex(n)` must return an integer in [0, n). */
export function makeJoinCode(randomIndex: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) {
    code += JOIN_CODE_ALPHABET[randomIndex(JOIN_CODE_ALPHABET.length)];
  }
  return code;
}

/** Upper-cases and drops spaces and dashes, so "abc-d2 3" matches "ABCD23". */
export function normalizeJoinCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}
