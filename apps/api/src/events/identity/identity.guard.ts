import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { SocketIdentity } from '@cantina/contract';
import { parseBearer } from '../../common/bearer-token.decorator';
import { RowIdParamPipe, SmallIntParamPipe } from '../../common/id-param.pipe';
import { forbidden } from '../../common/problem.exception';
import { EventAccessService } from '../event-access.service';
import { ACCESS, type AccessRule } from './access';

export type RequestWithIdentity = Request & { identity?: SocketIdentity | null };

/** Path parameters checked before anyone is identified, as their pipes would (guards run before pipes). */
const ROW_ID_PARAMS = ['id', 'playerId', 'podId', 'matchId'];
const SMALL_INT_PARAMS = ['seat', 'number'];

/** Applies `@Authorize` (a global guard; routes without it are public and untouched). */
@Injectable()
export class IdentityGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly modules: ModuleRef,
    private readonly access: EventAccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) return true;
    const request = context.switchToHttp().getRequest<RequestWithIdentity>();
    checkPathParams(request.params);
    const token = parseBearer(request.headers.authorization);
    const eventId = rule.eventOf
      ? await this.modules.get(rule.eventOf, { strict: false }).eventIdOf(request)
      : request.params['id'];
    if (eventId === undefined) throw new Error(`@Authorize('${rule.access}') needs an :id route parameter or eventOf`);
    request.identity = await this.identify(rule.access, token, eventId);
    return true;
  }

  private async identify(access: AccessRule['access'], token: string | undefined, eventId: string) {
    await this.access.requireEvent(eventId);
    if (access === 'optional') return token ? this.access.identityIn(eventId, token) : null;
    if (access === 'organizer-if-token' && !token) return null;
    const identity = await this.access.requireIdentityIn(eventId, token);
    if (access !== 'member' && identity.role !== 'organizer') {
      throw forbidden('Only the organizer of this event may do this.');
    }
    return identity;
  }
}

function checkPathParams(params: Record<string, string>): void {
  const rowIds = new RowIdParamPipe();
  const smallInts = new SmallIntParamPipe();
  for (const [name, value] of Object.entries(params)) {
    if (ROW_ID_PARAMS.includes(name)) rowIds.transform(value);
    else if (SMALL_INT_PARAMS.includes(name)) smallInts.transform(value);
  }
}
