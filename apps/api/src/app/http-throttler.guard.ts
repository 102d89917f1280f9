import { Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
} from '@nestjs/throttler';
import type { Request } from 'express';
import { AdminTokenService } from '../admin/admin-token.service';
import { ID_MAX_LENGTH } from '@cantina/contract';
import { parseBearer } from '../common/bearer-token.decorator';
import { isOurId } from '../common/ids';
import { hashToken } from '../common/tokens';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EventAccessService } from '../events/event-access.service';
import { COUNT_PER_JOIN_CODE, type JoinCodeOf } from '../throttling/count-per-join-code.decorator';
import { PostgresThrottlerStorage } from '../throttling/postgres-throttler-storage';

/**
 * Rate limits HTTP requests per route (contract rev 2, "Conventions"): per token for a request that
 * carries a known token, so a whole store behind one address is never throttled as one client; per
 * client address (`req.ip`, which honours TRUST_PROXY) otherwise. An unknown token counts as no
 * token, so inventing tokens buys no fresh limits. Socket events are not HTTP and pass through.
 */
@Injectable()
export class HttpThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    // Explicit: the parent's @InjectThrottlerStorage() (the in-memory store) would otherwise win.
    @Inject(PostgresThrottlerStorage) storage: PostgresThrottlerStorage,
    reflector: Reflector,
    private readonly access: EventAccessService,
    private readonly admin: AdminTokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  override canActivate(context: ExecutionContext): Promise<boolean> {
    return context.getType() === 'http' ? super.canActivate(context) : Promise.resolve(true);
  }

  protected override async handleRequest(props: ThrottlerRequest): Promise<boolean> {
    const req = this.getRequestResponse(props.context).req as Request;
    const tracker = (await this.tokenTracker(req)) ?? (await this.joinCodeTracker(props.context, req));
    if (!tracker) return super.handleRequest(props);
    return super.handleRequest({
      ...props,
      limit: this.config.rateLimitPerTokenPerMinute,
      getTracker: () => Promise.resolve(tracker),
    });
  }

  private async tokenTracker(req: Request): Promise<string | undefined> {
    const hash = await this.knownTokenHash(req);
    return hash && `token:${hash}`;
  }

  /** Routes marked @CountPerJoinCode count a request with the right join code per event. */
  private async joinCodeTracker(context: ExecutionContext, req: Request): Promise<string | undefined> {
    const joinCodeOf = this.reflector.get<JoinCodeOf | undefined>(COUNT_PER_JOIN_CODE, context.getHandler());
    if (!joinCodeOf) return undefined;
    const { eventId, joinCode } = joinCodeOf(req);
    if (typeof joinCode !== 'string' || joinCode.length === 0 || joinCode.length > ID_MAX_LENGTH) return undefined;
    if (eventId !== undefined && !isOurId(eventId)) return undefined;
    try {
      const event = await this.access.eventOfJoinCode(joinCode, eventId);
      return event && `join-code:${event}`;
    } catch {
      return undefined;
    }
  }

  private async knownTokenHash(req: Request): Promise<string | undefined> {
    let token: string | undefined;
    try {
      token = parseBearer(req.headers.authorization);
    } catch {
      return undefined; // a malformed header is answered 401 by the route, counted per address here
    }
    if (!token) return undefined;
    const hash = hashToken(token);
    if (this.admin.isAdmin(token)) return hash;
    try {
      return (await this.access.isKnownTokenHash(hash)) ? hash : undefined;
    } catch {
      return undefined; // database down: counted per address; the route itself answers 503
    }
  }
}
