import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { unauthorized } from './problem.exception';

export function parseBearer(header: string | undefined): string | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(header);
  if (!match) throw unauthorized('The Authorization header must be "Bearer <token>".');
  return match[1];
}

/** The bearer token of the request, or undefined when none was sent. */
export const BearerToken = createParamDecorator((_data: unknown, ctx: ExecutionContext) =>
  parseBearer(ctx.switchToHttp().getRequest<Request>().headers.authorization),
);
