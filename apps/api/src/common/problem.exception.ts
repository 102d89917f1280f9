import { HttpException } from '@nestjs/common';
import type { ProblemCode, ProblemFieldError } from '@cantina/contract';

/** Throw this to answer with a problem+json document carrying a stable `code`. */
export class ProblemException extends HttpException {
  constructor(
    status: number,
    readonly code: ProblemCode,
    readonly detail: string,
    readonly errors?: ProblemFieldError[],
  ) {
    super(detail, status);
  }
}

export const notFound = (what: string) => new ProblemException(404, 'not-found', `${what} was not found.`);
export const unauthorized = (detail = 'A valid bearer token is required.') =>
  new ProblemException(401, 'unauthorized', detail);
export const forbidden = (detail: string) => new ProblemException(403, 'forbidden', detail);
