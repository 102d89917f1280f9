import { Injectable, inject } from '@angular/core';
import { STORAGE } from './storage';

/** What a device remembers about the player it joined an event as. */
export interface PlayerIdentity {
  id: string;
  name: string;
  token: string;
}

const ORGANIZER_PREFIX = 'cantina.organizer.';
const PLAYER_PREFIX = 'cantina.player.';

function isPlayerIdentity(value: unknown): value is PlayerIdentity {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record['id'] === 'string' && typeof record['name'] === 'string' && typeof record['token'] === 'string';
}

/** Organizer and player tokens, remembered per event on this device. */
@Injectable({ providedIn: 'root' })
export class TokenStore {
  private readonly storage = inject(STORAGE);

  organizerToken(eventId: string): string | null {
    const token = this.read(ORGANIZER_PREFIX + eventId);
    return token ? token : null;
  }

  saveOrganizerToken(eventId: string, token: string): void {
    this.write(ORGANIZER_PREFIX + eventId, token);
  }

  player(eventId: string): PlayerIdentity | null {
    const raw = this.read(PLAYER_PREFIX + eventId);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!isPlayerIdentity(parsed)) return null;
      return { id: parsed.id, name: parsed.name, token: parsed.token };
    } catch {
      return null;
    }
  }

  savePlayer(eventId: string, identity: PlayerIdentity): void {
    const { id, name, token } = identity;
    this.write(PLAYER_PREFIX + eventId, JSON.stringify({ id, name, token }));
  }

  forgetPlayer(eventId: string): void {
    try {
      this.storage.removeItem(PLAYER_PREFIX + eventId);
    } catch {
      // Nothing to forget when storage is unavailable.
    }
  }

  private read(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  private write(key: string, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch {
      // Storage full or blocked: the session still works until the page is closed.
    }
  }
}
