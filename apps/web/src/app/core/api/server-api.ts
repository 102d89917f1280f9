import { Injectable, inject } from '@angular/core';
import type { ServerAddress } from '@cantina/contract';
import { Observable } from 'rxjs';
import { ApiClient } from './api-client';

@Injectable({ providedIn: 'root' })
export class ServerApi {
  private readonly api = inject(ApiClient);

  /** `PUBLIC_URL` and the server's LAN URLs: where phones can reach it. */
  address(): Observable<ServerAddress> {
    return this.api.get<ServerAddress>('/server/address');
  }
}
