import { io, type Socket } from 'socket.io-client';

// The contract's shapes (libs/contract), restated: the e2e project may not depend on libraries.
export interface CardInstance {
  instanceId: string;
  cardId: string;
}

/** `me` (contract "Limited play"). */
export interface PlayerView {
  phase: 'leaders' | 'packs' | 'done';
  packNumber: number;
  pickNumber: number;
  pack: { id: string; cards: CardInstance[] } | null;
  queue: number;
  pool: CardInstance[];
  deadline: string | null;
}

export interface Problem {
  status: number;
  code: string;
  detail?: string;
}

type PickAck = { ok: true; me: PlayerView } | { ok: false; error: Problem };

interface ServerToClient {
  me: (me: PlayerView) => void;
}
interface ClientToServer {
  pick: (command: { packId: string; instanceId: string }, ack: (result: PickAck) => void) => void;
}
type Client = Socket<ServerToClient, ClientToServer>;

/** A pick the server acknowledged (`{ ok: true }`): it must be in the draft log for good. */
export interface AckedPick {
  packId: string;
  instanceId: string;
  cardId: string;
}

/** How long a connected drafter waits with no pack and no news before it asks `GET .../me` itself. */
const IDLE_RESYNC_MS = 1500;

/**
 * A player's phone: picks a (seeded) random card of every pack its `me` shows, over the socket with
 * an ack, reconnecting on its own (socket.io-client) and resynchronising from the `me` sent on
 * connect. Only acknowledged picks count as made.
 */
export class SocketDrafter {
  readonly acked: AckedPick[] = [];
  readonly refused: Problem[] = [];
  /** Picks in flight when the connection dropped: committed or not, the player never heard back. */
  readonly unacked: AckedPick[] = [];
  connects = 0;
  /** `GET .../me` calls made because the socket left the drafter idle with no pack. */
  idleResyncs = 0;
  /** ... of which found a pack the socket had not shown (a `me` lost or out of order). */
  staleViews = 0;
  readonly done: Promise<PlayerView>;

  private readonly socket: Client;
  private view: PlayerView | null = null;
  private pending: (AckedPick & { pushSeen: boolean }) | null = null;
  private lastNews = Date.now();
  /** The last `GET .../me` failed (server or database down): ask again once idle, pack or not. */
  private resyncFailed = false;
  private readonly watchdog: NodeJS.Timeout;
  private thinking = false;
  private finish!: (view: PlayerView) => void;

  constructor(
    private readonly baseUrl: string,
    private readonly eventId: string,
    private readonly token: string,
    private readonly random: () => number,
    private readonly onAck: (pick: AckedPick) => void = () => undefined,
    /** A person's pause before each pick: thinkMs x 0.5-1.5 (0: at once). */
    private readonly thinkMs = 0,
  ) {
    this.done = new Promise((resolve) => (this.finish = resolve));
    this.socket = io(`${baseUrl}/events`, {
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 300,
    });
    this.socket.on('connect', () => {
      this.connects += 1;
      this.pending = null; // an ack of the previous connection will never come
      this.lastNews = Date.now();
    });
    this.socket.on('disconnect', () => {
      if (this.pending) this.unacked.push(this.pending);
      this.pending = null;
    });
    this.socket.on('connect_error', () => {
      // a refusal by the server's middleware is not retried by socket.io-client: retry ourselves
      if (!this.socket.active) setTimeout(() => this.socket.connect(), 200);
    });
    this.socket.on('me', (me) => {
      this.lastNews = Date.now();
      if (this.pending) this.pending.pushSeen = true;
      this.show(me);
    });
    this.watchdog = setInterval(() => void this.resyncIfIdle(), 250);
  }

  close(): void {
    clearInterval(this.watchdog);
    this.socket.disconnect();
  }

  private show(me: PlayerView): void {
    this.view = me;
    if (me.phase === 'done') {
      clearInterval(this.watchdog);
      this.finish(me);
      return;
    }
    this.pickIfDue();
  }

  private pickIfDue(): void {
    if (this.thinking || !this.canPick()) return;
    if (this.thinkMs === 0) return this.pickNow();
    this.thinking = true;
    setTimeout(
      () => {
        this.thinking = false;
        if (this.canPick()) this.pickNow();
      },
      Math.round(this.thinkMs * (0.5 + this.random())),
    );
  }

  private canPick(): boolean {
    const pack = this.view?.pack;
    return Boolean(pack && pack.cards.length > 0 && !this.pending && this.socket.connected);
  }

  private pickNow(): void {
    const pack = this.view?.pack;
    if (!pack) return;
    const card = pack.cards[Math.floor(this.random() * pack.cards.length)];
    const pick = { packId: pack.id, instanceId: card.instanceId, cardId: card.cardId };
    const pending = { ...pick, pushSeen: false };
    this.pending = pending;
    this.socket.emit('pick', { packId: pick.packId, instanceId: pick.instanceId }, (ack: PickAck) => {
      if (ack.ok) {
        this.acked.push(pick);
        this.onAck(pick);
      } else {
        this.refused.push(ack.error);
      }
      if (this.pending !== pending) return; // reconnected meanwhile: the connect `me` rules
      this.pending = null;
      this.lastNews = Date.now();
      // The picker's own `me` push is sent before the ack; a push seen since the emit is as new or newer.
      if (ack.ok && !pending.pushSeen) this.show(ack.me);
      else if (!ack.ok) void this.resync();
      else this.pickIfDue();
    });
  }

  private async resyncIfIdle(): Promise<void> {
    if (this.pending || !this.socket.connected || Date.now() - this.lastNews < IDLE_RESYNC_MS) return;
    // a refused pick whose resync failed leaves a pack on show that is no longer ours: ask again
    const hadPack = Boolean(this.view?.pack);
    if (hadPack && !this.resyncFailed) return;
    this.idleResyncs += 1;
    const me = await this.resync();
    if (me?.pack && !hadPack) this.staleViews += 1;
  }

  private async resync(): Promise<PlayerView | null> {
    this.lastNews = Date.now();
    try {
      const res = await fetch(`${this.baseUrl}/api/v1/events/${this.eventId}/me`, {
        headers: { authorization: `Bearer ${this.token}` },
      });
      this.resyncFailed = !res.ok;
      if (!res.ok) return null;
      const me = (await res.json()) as PlayerView;
      if (!this.pending) this.show(me);
      return me;
    } catch {
      this.resyncFailed = true;
      return null; // the server is down: the socket's reconnection will bring a fresh `me`
    }
  }
}
