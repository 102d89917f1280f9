import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { SocketIdentity } from '@cantina/contract';
import type { RequestWithIdentity } from './identity.guard';

/** Who called (set by `IdentityGuard` from `@Authorize`), or null when nobody identified themself. */
export const Identity = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): SocketIdentity | null =>
    ctx.switchToHttp().getRequest<RequestWithIdentity>().identity ?? null,
);
