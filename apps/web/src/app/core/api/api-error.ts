import { HttpErrorResponse } from '@angular/common/http';
import type { ProblemFieldError } from '@cantina/contract';

/**
 * A failed API call. `code` is the problem's stable code (see `PROBLEM_CODES` in @cantina/contract),
 * or `network-error` when the server could not be reached, or a code derived from the HTTP status
 * when the body was not a problem document. Newer servers may send codes this app does not know.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail?: string,
    readonly title?: string,
    readonly errors: readonly ProblemFieldError[] = [],
  ) {
    super(detail ?? title ?? code);
    this.name = 'ApiError';
  }
}

const CODE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'validation-failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'payload-too-large',
  429: 'rate-limited',
  503: 'database-unavailable',
};

export function codeForStatus(status: number): string {
  if (status === 0) return 'network-error';
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal-error' : 'unexpected');
}

function parseBody(body: unknown): Record<string, unknown> | null {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function fieldErrors(value: unknown): ProblemFieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is ProblemFieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as ProblemFieldError).path === 'string' &&
      typeof (item as ProblemFieldError).code === 'string',
  );
}

/** Maps anything thrown by an HTTP call to an `ApiError`. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HttpErrorResponse) {
    if (error.status === 0) return new ApiError(0, 'network-error');
    const body = parseBody(error.error);
    const status = typeof body?.['status'] === 'number' ? body['status'] : error.status;
    return new ApiError(
      status,
      optionalString(body?.['code']) ?? codeForStatus(status),
      optionalString(body?.['detail']),
      optionalString(body?.['title']),
      fieldErrors(body?.['errors']),
    );
  }
  return new ApiError(0, 'unexpected', error instanceof Error ? error.message : undefined);
}
