import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { PodStore } from './pod-store';

export interface StartedSeat {
  podId: string;
  seat: number;
}

/**
 * Where a player drafts, kept once their pod has started: seats never move after the start (the
 * organizer reseats only before it), so a pick needs no query to find its pod.
 */
@Injectable()
export class PlayerSeats {
  private readonly started = new LRUCache<string, StartedSeat>({ max: 16_384 });

  constructor(private readonly store: PodStore) {}

  async of(eventId: string, playerId: string): Promise<StartedSeat | null> {
    const key = `${eventId}/${playerId}`;
    const held = this.started.get(key);
    if (held) return held;
    const found = await this.store.seatOf(eventId, playerId);
    if (!found?.pod.started) return null;
    const seat = { podId: found.pod.id, seat: found.seat };
    this.started.set(key, seat);
    return seat;
  }
}
