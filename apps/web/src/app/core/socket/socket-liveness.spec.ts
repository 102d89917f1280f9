import { type LivenessSocket, type NetworkStatus, SocketLiveness } from './socket-liveness';

/** A socket whose heartbeats the test answers (or not). */
class HeartbeatSocket implements LivenessSocket {
  connected = true;
  connects = 0;
  disconnects = 0;
  readonly heartbeats: (() => void)[] = [];
  private readonly onConnect = new Set<() => void>();

  on(_name: 'connect', handler: () => void): void {
    this.onConnect.add(handler);
  }
  off(_name: 'connect', handler: () => void): void {
    this.onConnect.delete(handler);
  }
  emit(_name: 'heartbeat', ack: () => void): void {
    this.heartbeats.push(ack);
  }
  connect(): void {
    this.connects++;
  }
  disconnect(): void {
    this.disconnects++;
    this.connected = false;
  }
  serverConnect(): void {
    this.connected = true;
    for (const handler of [...this.onConnect]) handler();
  }
}

class FakeNetwork implements NetworkStatus {
  private listener: ((online: boolean) => void) | null = null;
  constructor(private state = true) {}
  online(): boolean {
    return this.state;
  }
  watch(changed: (online: boolean) => void): () => void {
    this.listener = changed;
    return () => (this.listener = null);
  }
  set(online: boolean): void {
    this.state = online;
    this.listener?.(online);
  }
  get watched(): boolean {
    return this.listener !== null;
  }
}

const TIMES = { heartbeatMs: 10_000, ackTimeoutMs: 1_500 };

describe('SocketLiveness', () => {
  let socket: HeartbeatSocket;
  let network: FakeNetwork;
  let drops: number;
  let liveness: SocketLiveness;
  let down: boolean[];

  beforeEach(() => {
    vi.useFakeTimers();
    socket = new HeartbeatSocket();
    network = new FakeNetwork();
    drops = 0;
    liveness = new SocketLiveness(socket, network, TIMES, () => drops++);
    down = [];
    liveness.down$.subscribe((value) => down.push(value));
  });
  afterEach(() => {
    liveness.dispose();
    vi.useRealTimers();
  });

  it('is down at once when the device goes offline, stops retrying, and reconnects when it is back', () => {
    network.set(false);
    expect(down).toEqual([false, true]);
    expect(socket.disconnects).toBe(1);
    network.set(false);
    expect(socket.disconnects).toBe(1);
    network.set(true);
    expect(socket.connects).toBe(1);
    // Still down until the socket is really connected again.
    expect(down).toEqual([false, true]);
    socket.serverConnect();
    expect(down).toEqual([false, true, false]);
  });

  it('drops the transport when a probe is not answered in time', () => {
    liveness.probe();
    liveness.probe();
    expect(socket.heartbeats).toHaveLength(1);
    vi.advanceTimersByTime(TIMES.ackTimeoutMs);
    expect(down).toEqual([false, true]);
    expect(drops).toBe(1);
  });

  it('stays up while heartbeats are answered, one every heartbeatMs', () => {
    vi.advanceTimersByTime(TIMES.heartbeatMs);
    expect(socket.heartbeats).toHaveLength(1);
    socket.heartbeats[0]();
    vi.advanceTimersByTime(TIMES.heartbeatMs);
    expect(socket.heartbeats).toHaveLength(2);
    socket.heartbeats[1]();
    vi.advanceTimersByTime(TIMES.ackTimeoutMs);
    expect(down).toEqual([false]);
    expect(drops).toBe(0);
  });

  it('sends no heartbeat on a socket that is not connected', () => {
    socket.connected = false;
    liveness.probe();
    vi.advanceTimersByTime(TIMES.heartbeatMs * 3);
    expect(socket.heartbeats).toHaveLength(0);
    expect(drops).toBe(0);
  });

  it('starts down when the device is offline already, and lets go of everything when disposed', () => {
    const offline = new FakeNetwork(false);
    const other = new HeartbeatSocket();
    const watcher = new SocketLiveness(other, offline, TIMES, () => undefined);
    const seen: boolean[] = [];
    watcher.down$.subscribe((value) => seen.push(value));
    expect(seen).toEqual([true]);
    expect(other.disconnects).toBe(1);
    watcher.dispose();
    expect(offline.watched).toBe(false);
    vi.advanceTimersByTime(TIMES.heartbeatMs * 2);
    expect(other.heartbeats).toHaveLength(0);
  });
});
