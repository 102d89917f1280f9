import { deferFlush } from './write-coalescing';

const nextTick = () => new Promise((resolve) => process.nextTick(resolve));

function connection(tcp?: { cork(): void; uncork(): void }) {
  const calls: string[] = [];
  const conn = {
    flush: () => calls.push(`flush corked=${corked}`),
    transport: { socket: tcp ? { _socket: tcp } : undefined },
  };
  let corked = 0;
  if (tcp) {
    tcp.cork = () => {
      corked += 1;
      calls.push('cork');
    };
    tcp.uncork = () => {
      corked -= 1;
      calls.push('uncork');
    };
  }
  deferFlush(conn);
  return { conn, calls };
}

describe('deferFlush', () => {
  it('flushes once at the end of the tick, however many frames were sent in it, through a corked socket', async () => {
    const { conn, calls } = connection({ cork: () => undefined, uncork: () => undefined });
    conn.flush();
    await Promise.resolve(); // a later promise callback of the same tick (the ack after the push)
    conn.flush();
    expect(calls).toEqual([]);
    await nextTick();
    expect(calls).toEqual(['cork', 'flush corked=1', 'uncork']);
  });

  it('flushes again in a later tick', async () => {
    const { conn, calls } = connection({ cork: () => undefined, uncork: () => undefined });
    conn.flush();
    await nextTick();
    conn.flush();
    await nextTick();
    expect(calls.filter((call) => call.startsWith('flush'))).toHaveLength(2);
  });

  it('flushes without corking when the transport has no TCP socket (long polling)', async () => {
    const { conn, calls } = connection();
    conn.flush();
    await nextTick();
    expect(calls).toEqual(['flush corked=0']);
  });
});
