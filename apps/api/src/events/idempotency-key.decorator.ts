import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { ProblemException } from '../common/problem.exception';

/** Visible ASCII, as the IETF Idempotency-Key draft's examples (UUIDs, random strings). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header.join(',') : header.trim();
  if (!KEY_PATTERN.test(value)) {
    throw new ProblemException(400, 'validation-failed', 'Idempotency-Key must be 1-255 visible ASCII characters.', [
      { path: 'Idempotency-Key', code: 'validation-failed', message: 'must be 1-255 visible ASCII characters' },
    ]);
  }
  return value;
}

/** The request's `Idempotency-Key` header, or undefined when none was sent. */
export const IdempotencyKey = createParamDecorator((_data: unknown, ctx: ExecutionContext) =>
  parseIdempotencyKey(ctx.switchToHttp().getRequest<Request>().headers['idempotency-key']),
);
