import { Injectable, inject } from '@angular/core';
import { STORAGE } from './storage';

/** What a device remembers about the player it joined an event as. */
export interface PlayerIdentity {
  id: string;
  name: string;
  token: string;
}

/** An event this device holds a key for ("My events"): as its organizer, or as one of its players. */
export type HeldEvent =
  | { eventId: string; role: 'organizer'; token: string }
  | { eventId: string; role: 'player'; token: string; player: PlayerIdentity };

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
    this.remove(PLAYER_PREFIX + eventId);
  }

  forgetOrganizerToken(eventId: string): void {
    this.remove(ORGANIZER_PREFIX + eventId);
  }

  /** Every event this device holds a key for, organizer keys first, each list in key order. */
  heldEvents(): HeldEvent[] {
    const organizer: HeldEvent[] = [];
    const player: HeldEvent[] = [];
    for (const key of this.keys().sort()) {
      if (key.startsWith(ORGANIZER_PREFIX)) {
        const eventId = key.slice(ORGANIZER_PREFIX.length);
        const token = this.organizerToken(eventId);
        if (eventId && token) organizer.push({ eventId, role: 'organizer', token });
      } else if (key.startsWith(PLAYER_PREFIX)) {
        const eventId = key.slice(PLAYER_PREFIX.length);
        const identity = this.player(eventId);
        if (eventId && identity) player.push({ eventId, role: 'player', token: identity.token, player: identity });
      }
    }
    return [...organizer, ...player];
  }

  private keys(): string[] {
    try {
      const keys: string[] = [];
      for (let i = 0; i < this.storage.length; i++) {
        const key = this.storage.key(i);
        if (key !== null) keys.push(key);
      }
      return keys;
    } catch {
      return [];
    }
  }

  private remove(key: string): void {
    try {
      this.storage.removeItem(key);
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
