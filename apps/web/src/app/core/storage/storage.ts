import { InjectionToken } from '@angular/core';

/** A `Storage` kept in memory, for browsers where localStorage is disabled or full. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

function usableStorage(pick: () => Storage): Storage {
  try {
    const storage = pick();
    const probe = 'cantina.probe';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return new MemoryStorage();
  }
}

/** Where the device remembers tokens and the language (localStorage when the browser allows it). */
export const STORAGE = new InjectionToken<Storage>('STORAGE', {
  providedIn: 'root',
  factory: () => usableStorage(() => globalThis.localStorage),
});

/** What only this tab needs to remember across a reload (sessionStorage when the browser allows it). */
export const SESSION_STORAGE = new InjectionToken<Storage>('SESSION_STORAGE', {
  providedIn: 'root',
  factory: () => usableStorage(() => globalThis.sessionStorage),
});
