import { Injectable } from '@nestjs/common';
import { forbidden, unauthorized } from '../common/problem.exception';
import { EventAccessService } from '../events/event-access.service';
import { AdminTokenService } from './admin-token.service';

/** 401 without a known token; 403 for a valid organizer or player token, which is not the admin's. */
@Injectable()
export class RequireAdmin {
  constructor(
    private readonly admin: AdminTokenService,
    private readonly access: EventAccessService,
  ) {}

  async check(token: string | undefined): Promise<void> {
    if (!token) throw unauthorized('The admin token is required.');
    if (this.admin.isAdmin(token)) return;
    if (await this.access.identify(token)) throw forbidden('Only the admin token may do this.');
    throw unauthorized('The bearer token is not valid.');
  }
}
