import { Injectable, inject } from '@angular/core';
import type { GameView } from '@cantina/contract';
import { Observable } from 'rxjs';
import { ApiClient } from './api-client';

@Injectable({ providedIn: 'root' })
export class GamesApi {
  private readonly api = inject(ApiClient);

  list(): Observable<GameView[]> {
    return this.api.get<GameView[]>('/games');
  }
}
