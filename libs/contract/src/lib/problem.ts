/**
 * Errors are RFC 9457 problem+json documents (contract: "Conventions"). `code` is the stable,
 * machine-readable reason; clients branch on it, never on `title` or `detail`.
 */
export const PROBLEM_CODES = [
  'invalid-json',
  'validation-failed',
  'unauthorized',
  'forbidden',
  'wrong-join-code',
  'not-found',
  'unknown-game',
  'unknown-format',
  'registration-closed',
  'invalid-card-set',
  'invalid-deck',
  'deck-locked',
  'not-started',
  'already-started',
  'unknown-set',
  'not-your-pack',
  'card-not-in-pack',
  'draft-paused',
  'draft-finished',
  'seat-is-bot',
  'results-missing',
  'not-enough-players',
  'result-mismatch',
  'result-final',
  'conflict',
  'payload-too-large',
  'rate-limited',
  'database-unavailable',
  'internal-error',
  // Hardening (issue 9): stable codes for the limits and checks added there.
  'body-too-deep',
  'invalid-result',
  'too-many-players',
  'decklists-missing',
  'bracket-has-later-results',
  'idempotency-key-reused',
  // Issue 11 (contract rev 2): manual pairing that is not a round of the event.
  'invalid-pairing',
  // Issue 12: a re-entry code that is not (or no longer) a player's.
  'wrong-reentry-code',
  // Issue 12 (players at the counter): a drop that can no longer be undone; a card set an event still uses.
  'cannot-reinstate',
  'card-set-in-use',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

export interface ProblemFieldError {
  path: string;
  code: string;
  message: string;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  code: ProblemCode;
  detail?: string;
  errors?: ProblemFieldError[];
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
export const PROBLEM_TYPE_BASE = 'https://cantina.invalid/problems/';
