import type { Server } from 'socket.io';

/** The parts of an Engine.IO connection this touches (its `flush` is public in code, private in typings). */
interface EngineConnection {
  flush(): void;
  transport?: { socket?: { _socket?: Corkable } };
}

interface Corkable {
  cork(): void;
  uncork(): void;
}

/**
 * One socket write per connection per tick instead of one per frame. Engine.IO writes a frame the moment
 * it is sent; a pick's `me` push and its ack to the same phone, sent a few microseconds apart, went out as
 * two `writev` calls (and the second waited for the first's write callback): in the draft bench 3.9
 * `writev` per pick, now 2.8 (the picker's socket and the receiver's). Here every connection's flush is
 * put off to the end of the current tick (`process.nextTick` runs after the promise callbacks that send
 * the push and the ack), and the frames it sends go through a corked TCP socket, so they leave in one
 * write. Order and content of frames are unchanged; a frame waits at most until the tick ends.
 */
export function coalesceWrites(server: Server): void {
  server.engine.on('connection', (connection: EngineConnection) => deferFlush(connection));
}

export function deferFlush(connection: EngineConnection): void {
  const flushNow = connection.flush.bind(connection);
  let scheduled = false;
  const flushCorked = () => {
    scheduled = false;
    // WebSocket transport: ws's own TCP socket; polling has none and flushes as before
    const tcp = connection.transport?.socket?._socket;
    if (!tcp || typeof tcp.cork !== 'function') return flushNow();
    tcp.cork();
    try {
      flushNow();
    } finally {
      tcp.uncork();
    }
  };
  connection.flush = () => {
    if (scheduled) return;
    scheduled = true;
    process.nextTick(flushCorked);
  };
}
