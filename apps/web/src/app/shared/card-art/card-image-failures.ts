import { Injectable, signal } from '@angular/core';

/**
 * Image URLs that failed to load in this tab. Once a picture is known broken, every place showing
 * that card goes straight to its text tile instead of trying (and flickering) again.
 */
@Injectable({ providedIn: 'root' })
export class CardImageFailures {
  private readonly failed = signal<ReadonlySet<string>>(new Set());

  has(url: string): boolean {
    return this.failed().has(url);
  }

  add(url: string): void {
    if (this.failed().has(url)) return;
    this.failed.update((urls) => new Set([...urls, url]));
  }
}
