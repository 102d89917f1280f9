import { QueryFailedError } from 'typeorm';

/** Socket-level failures reaching the server (node `code`s). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * SQLSTATEs that mean "the server is going away or not there yet": admin/crash shutdown (57P01,
 * 57P02), starting up or recovering (57P03), too many connections (53300), and class 08
 * (connection exception).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres and pg-pool say when a connection dies or none can be had in time. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  // TypeORM, when a transaction's connection died under it (seen during a database restart).
  'Query runner already released',
];

/** TypeORM's errors for a query runner (or its EntityManager) released under a running transaction. */
const RELEASED_RUNNER_ERRORS = new Set(['QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError']);

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

// Duck-typed, not instanceof: errors from node's net module may come from another realm (Jest's vm).
function looksUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { message, errors, cause } = error as { message?: unknown; errors?: unknown; cause?: unknown };
  const code = codeOf(error);
  if (code && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  // TypeORM releases a transaction's query runner when its connection dies, so the next query of
  // that transaction (or its COMMIT) fails with this instead of the connection error.
  if (RELEASED_RUNNER_ERRORS.has(String((error as { name?: unknown }).name))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
  // ECONNREFUSED to "localhost" arrives as an AggregateError of one error per address.
  if (Array.isArray(errors) && errors.some((inner) => looksUnavailable(inner, depth + 1))) return true;
  return cause !== undefined && looksUnavailable(cause, depth + 1);
}

/**
 * True when `error` says the database cannot be reached (down, restarting, or no pooled connection
 * free in time): the request is then a 503 `database-unavailable`, never a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof QueryFailedError) return looksUnavailable(error.driverError);
  return looksUnavailable(error);
}
