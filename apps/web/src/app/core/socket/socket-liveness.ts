import { DOCUMENT, InjectionToken, inject } from '@angular/core';
import { BehaviorSubject, Observable, distinctUntilChanged } from 'rxjs';

/** What the device says about its network (the browser's `navigator.onLine` and `online`/`offline` events). */
export interface NetworkStatus {
  online(): boolean;
  /** Calls `changed` on every change; returns how to stop. */
  watch(changed: (online: boolean) => void): () => void;
}

/** The browser's network status; always online where there is no window (server rendering, some tests). */
export const NETWORK_STATUS = new InjectionToken<NetworkStatus>('NETWORK_STATUS', {
  providedIn: 'root',
  factory: () => windowNetworkStatus(inject(DOCUMENT).defaultView),
});

export function windowNetworkStatus(view: Window | null): NetworkStatus {
  return {
    online: () => view?.navigator.onLine ?? true,
    watch: (changed) => {
      if (!view) return () => undefined;
      const online = () => changed(true);
      const offline = () => changed(false);
      view.addEventListener('online', online);
      view.addEventListener('offline', offline);
      return () => {
        view.removeEventListener('online', online);
        view.removeEventListener('offline', offline);
      };
    },
  };
}

export interface LivenessTimes {
  /** A heartbeat goes out this often while connected. */
  heartbeatMs: number;
  /** A heartbeat (or a pick's probe) unanswered this long means the connection is dead. */
  ackTimeoutMs: number;
}

/**
 * A heartbeat every 10 s is one tiny frame per phone (about 100 a second for a 1,000-player venue),
 * and a pick probes at once, so a dead link shows within 1.5 s of a pick and within ~12 s otherwise.
 */
export const LIVENESS_TIMES = new InjectionToken<LivenessTimes>('LIVENESS_TIMES', {
  providedIn: 'root',
  factory: () => ({ heartbeatMs: 10_000, ackTimeoutMs: 1_500 }),
});

/** The part of a socket.io client socket liveness uses. */
export interface LivenessSocket {
  readonly connected: boolean;
  on(name: 'connect', handler: () => void): unknown;
  off(name: 'connect', handler: () => void): unknown;
  emit(name: 'heartbeat', ack: () => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/**
 * Notices a dead connection in a second or two instead of at socket.io's ping timeout (~25-45 s), and
 * says so through `down$` until the socket connects again:
 * - the device goes offline: down at once, and socket.io stops retrying until the device is online;
 * - a heartbeat (sent every `heartbeatMs`, and by `probe()` when a pick goes out) is not answered
 *   within `ackTimeoutMs`: down, and the transport is dropped (`dropTransport`) so socket.io
 *   reconnects now; a pick waiting for its ack is sent again on the new connection.
 */
export class SocketLiveness {
  private readonly down = new BehaviorSubject<boolean>(false);
  /** True while the connection is believed dead. */
  readonly down$: Observable<boolean> = this.down.pipe(distinctUntilChanged());
  /** Stopped retrying because the device is offline; reconnects when it is online. */
  private parked = false;
  private probing: ReturnType<typeof setTimeout> | null = null;
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private readonly unwatch: () => void;
  private readonly onConnect = () => this.down.next(false);

  constructor(
    private readonly socket: LivenessSocket,
    network: NetworkStatus,
    private readonly times: LivenessTimes,
    private readonly dropTransport: () => void,
  ) {
    socket.on('connect', this.onConnect);
    this.unwatch = network.watch((online) => (online ? this.online() : this.offline()));
    this.heartbeat = setInterval(() => this.probe(), times.heartbeatMs);
    if (!network.online()) this.offline();
  }

  /** Asks the server for a heartbeat now (no-op while one is on its way or the socket is down). */
  probe(): void {
    if (this.probing !== null || !this.socket.connected) return;
    const timer = setTimeout(() => {
      this.probing = null;
      if (!this.socket.connected) return;
      this.down.next(true);
      this.dropTransport();
    }, this.times.ackTimeoutMs);
    this.probing = timer;
    this.socket.emit('heartbeat', () => {
      clearTimeout(timer);
      if (this.probing === timer) this.probing = null;
    });
  }

  dispose(): void {
    clearInterval(this.heartbeat);
    if (this.probing !== null) clearTimeout(this.probing);
    this.unwatch();
    this.socket.off('connect', this.onConnect);
    this.down.complete();
  }

  private offline(): void {
    this.down.next(true);
    if (this.parked) return;
    this.parked = true;
    this.socket.disconnect();
  }

  private online(): void {
    if (!this.parked) return;
    this.parked = false;
    this.socket.connect();
  }
}
