import { Injectable, inject } from '@angular/core';
import type { DeckList } from '@cantina/games';
import { isTrilogyDeckList, parseDeckList } from '@cantina/games';
import { STORAGE } from '../../core/storage/storage';

/** A deck in progress as remembered on this device. */
export interface SavedDeck {
  set?: string;
  decks: DeckList[];
}

const PREFIX = 'cantina.deck.';

/** One deck in progress per game and format (the builder page's key). */
export function deckDraftKey(game: string, format: string): string {
  return `${PREFIX}${game}.${format}`;
}

/** Remembers decks in progress in localStorage; anything unreadable is treated as no deck. */
@Injectable({ providedIn: 'root' })
export class DeckDraftStore {
  private readonly storage = inject(STORAGE);

  load(key: string): SavedDeck | null {
    let raw: string | null;
    try {
      raw = this.storage.getItem(key);
    } catch {
      return null;
    }
    if (!raw) return null;
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value !== 'object' || value === null) return null;
      const record = value as Record<string, unknown>;
      const parsed = parseDeckList({ decks: record['decks'] });
      if (!parsed.ok || !isTrilogyDeckList(parsed.deck)) return null;
      const set = typeof record['set'] === 'string' ? record['set'] : undefined;
      return { ...(set ? { set } : {}), decks: parsed.deck.decks };
    } catch {
      return null;
    }
  }

  save(key: string, deck: SavedDeck): void {
    try {
      this.storage.setItem(key, JSON.stringify(deck));
    } catch {
      // Storage full or blocked: the deck stays on screen until the page is closed.
    }
  }
}
