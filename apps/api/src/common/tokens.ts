import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Tokens are shown once and stored only as hashes. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens carry 256 bits of entropy, so a fast hash is enough: there is nothing to brute-force. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
