import { Subject } from 'rxjs';
import type { ConnectionState } from '../../core/socket/socket-streams';
import { fallbackTicks } from './fallback-poll';

describe('fallbackTicks', () => {
  it('polls only while the socket is down, and reads once when it (re)connects', () => {
    vi.useFakeTimers();
    try {
      const state = new Subject<ConnectionState>();
      let ticks = 0;
      const sub = fallbackTicks(state, 1000).subscribe(() => ticks++);
      state.next('connecting');
      expect(ticks).toBe(1);
      vi.advanceTimersByTime(2500);
      expect(ticks).toBe(3);
      state.next('connected');
      expect(ticks).toBe(4);
      vi.advanceTimersByTime(60_000);
      expect(ticks).toBe(4);
      state.next('reconnecting');
      expect(ticks).toBe(5);
      vi.advanceTimersByTime(1000);
      expect(ticks).toBe(6);
      state.next('connected');
      vi.advanceTimersByTime(60_000);
      expect(ticks).toBe(7);
      sub.unsubscribe();
    } finally {
      vi.useRealTimers();
    }
  });
});
