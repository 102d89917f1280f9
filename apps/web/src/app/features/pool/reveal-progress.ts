import { Injectable, inject } from '@angular/core';
import { SESSION_STORAGE } from '../../core/storage/storage';

const PREFIX = 'cantina.reveal.';

export function revealKey(eventId: string, playerId: string): string {
  return `${PREFIX}${eventId}.${playerId}`;
}

/**
 * How many packs of a sealed pool the player has already seen, for this tab: a reload continues
 * where the reveal stopped instead of replaying it.
 */
@Injectable({ providedIn: 'root' })
export class RevealProgressStore {
  private readonly storage = inject(SESSION_STORAGE);

  load(key: string): number {
    try {
      const value = Number(this.storage.getItem(key));
      return Number.isInteger(value) && value > 0 ? value : 0;
    } catch {
      return 0;
    }
  }

  save(key: string, opened: number): void {
    try {
      this.storage.setItem(key, String(opened));
    } catch {
      // Blocked storage: the reveal replays after a reload, nothing worse.
    }
  }
}
