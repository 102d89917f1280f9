import type { PickAck, PickCommand, PlayerView } from '@cantina/contract';
import { ApiError } from '../../core/api/api-error';
import { PickFlow, isPastPick, isStale, type PickTransport } from './pick-flow';

function view(overrides: Partial<PlayerView> = {}): PlayerView {
  return {
    phase: 'packs',
    packNumber: 1,
    pickNumber: 1,
    passDirection: 'left',
    pack: {
      id: 'pk1',
      cards: [
        { instanceId: 'a', cardId: 'TSW_010' },
        { instanceId: 'b', cardId: 'TSW_011' },
      ],
    },
    queue: 0,
    pool: [],
    deadline: null,
    ...overrides,
  };
}

const card = (n: number) => ({ instanceId: `p${n}`, cardId: 'TSW_012' });

/** A transport whose picks the test answers one by one. */
class FakeTransport implements PickTransport {
  readonly sent: PickCommand[] = [];
  resyncs = 0;
  private answers: { resolve: (ack: PickAck) => void; reject: (error: unknown) => void }[] = [];

  pick(command: PickCommand): Promise<PickAck> {
    this.sent.push(command);
    return new Promise((resolve, reject) => this.answers.push({ resolve, reject }));
  }

  resync(): void {
    this.resyncs += 1;
  }

  answer(ack: PickAck): void {
    this.answers.shift()?.resolve(ack);
  }

  lose(): void {
    this.answers.shift()?.reject(new ApiError(0, 'network-error'));
  }
}

describe('PickFlow', () => {
  let transport: FakeTransport;
  let flow: PickFlow;

  beforeEach(() => {
    transport = new FakeTransport();
    flow = new PickFlow(transport);
  });

  it('sends one pick at a time, for a card of the pack in front of the player', async () => {
    flow.receive(view());
    expect(await flow.pick('nope')).toBe(false);
    expect(transport.sent).toEqual([]);

    const first = flow.pick('a');
    expect(flow.pending()).toEqual({ packId: 'pk1', instanceId: 'a' });
    // A second tap while the first is on its way sends nothing.
    expect(await flow.pick('b')).toBe(false);
    expect(transport.sent).toEqual([{ packId: 'pk1', instanceId: 'a' }]);

    const next = view({ pack: { id: 'pk2', cards: [card(2)] }, pool: [{ instanceId: 'a', cardId: 'TSW_010' }] });
    transport.answer({ ok: true, me: next });
    expect(await first).toBe(true);
    expect(flow.pending()).toBeNull();
    expect(flow.me()).toEqual(next);
    expect(transport.resyncs).toBe(0);
  });

  it('shows a refused pick as its problem and resynchronizes', async () => {
    flow.receive(view());
    const picking = flow.pick('a');
    transport.answer({
      ok: false,
      error: {
        type: 'https://cantina.invalid/problems/not-your-pack',
        title: 'Conflict',
        status: 409,
        code: 'not-your-pack',
        detail: 'That pack is not at the head of your queue.',
      },
    });
    expect(await picking).toBe(false);
    expect(flow.error()?.code).toBe('not-your-pack');
    expect(flow.error()?.status).toBe(409);
    expect(flow.pending()).toBeNull();
    expect(transport.resyncs).toBe(1);

    // The next pick clears the problem.
    const again = flow.pick('b');
    expect(flow.error()).toBeNull();
    transport.answer({ ok: true, me: view({ pack: null, pool: [card(1)] }) });
    await again;
  });

  it('treats a lost ack as unconfirmed: network problem, resync, and picking again is allowed', async () => {
    flow.receive(view());
    const picking = flow.pick('a');
    transport.lose();
    expect(await picking).toBe(false);
    expect(flow.error()?.code).toBe('network-error');
    expect(transport.resyncs).toBe(1);
    expect(flow.pending()).toBeNull();
  });

  it("clears an unconfirmed pick's problem once a later view shows the pick landed", async () => {
    flow.receive(view());
    const picking = flow.pick('a');
    transport.lose();
    expect(await picking).toBe(false);
    expect(flow.error()?.code).toBe('network-error');
    // A push about something else (another pack queued) leaves the problem: the pick is still unknown.
    flow.receive(view({ queue: 1 }));
    expect(flow.error()?.code).toBe('network-error');
    // The reconnect's `me`: the card is in the pool, the next pack in front.
    flow.receive(view({ pack: { id: 'pk2', cards: [card(2)] }, pool: [{ instanceId: 'a', cardId: 'TSW_010' }] }));
    expect(flow.error()).toBeNull();
    expect(isPastPick(view(), { packId: 'pk1', instanceId: 'a' })).toBe(false);
    expect(isPastPick(view({ pack: null }), { packId: 'pk1', instanceId: 'a' })).toBe(true);
  });

  it('ends the wait when a view shows the pick applied before its ack, and shows no late problem', async () => {
    flow.receive(view());
    const picking = flow.pick('a');
    expect(flow.pending()).not.toBeNull();
    flow.receive(view({ pack: { id: 'pk2', cards: [card(2)] }, pool: [{ instanceId: 'a', cardId: 'TSW_010' }] }));
    expect(flow.pending()).toBeNull();
    // The ack never comes (it died with the connection): no problem shows, no resync is needed.
    transport.lose();
    expect(await picking).toBe(false);
    expect(flow.error()).toBeNull();
    expect(transport.resyncs).toBe(0);
  });

  it('keeps the newest view: a late ack does not undo a later push', () => {
    const afterPick = view({ pack: null, queue: 0, pool: [card(1)] });
    const packArrived = view({ pack: { id: 'pk2', cards: [card(3)] }, queue: 1, pool: [card(1)] });
    expect(flow.receive(packArrived)).toBe(true);
    expect(flow.receive(afterPick)).toBe(false);
    expect(flow.me()).toBe(packArrived);
    // Same progress (a deadline moved): the later one wins.
    const paused = { ...packArrived, deadline: null };
    expect(flow.receive(paused)).toBe(true);
    expect(isStale(view({ pool: [] }), view({ pool: [card(1)] }))).toBe(true);
    expect(isStale(view({ phase: 'packs', pool: [card(1), card(2)] }), view({ phase: 'done', pool: [card(1)] }))).toBe(
      true,
    );
  });

  it('orders views by round and pick when the pool is hidden (competitive), so a pick on timeout is taken', () => {
    const hidden = { pool: [], poolHidden: true };
    flow.receive(view({ ...hidden, packNumber: 0, pickNumber: 1, queue: 2 }));
    // The engine picked for the seat: one pack less in hand, the pool still hidden, the next pick.
    const afterTimeout = view({ ...hidden, packNumber: 0, pickNumber: 2, queue: 1 });
    expect(flow.receive(afterTimeout)).toBe(true);
    expect(flow.receive(view({ ...hidden, packNumber: 0, pickNumber: 1, queue: 2 }))).toBe(false);
    // A new round beats any pick of the last one; the review shows the pool again.
    expect(flow.receive(view({ packNumber: 1, pickNumber: 1, pack: null, pool: [card(1)], poolHidden: false }))).toBe(
      true,
    );
    expect(flow.receive(afterTimeout)).toBe(false);
  });

  it('follows the deadline from views and timer pushes', () => {
    flow.receive(view({ deadline: '2030-01-01T00:00:30.000Z' }));
    expect(flow.deadline()).toBe('2030-01-01T00:00:30.000Z');
    flow.timer(null);
    expect(flow.deadline()).toBeNull();
  });

  it('keeps the drafted leaders when a later view leaves them out, and takes new ones when sent', () => {
    const leaders = [{ seat: 0, cards: [{ instanceId: 'l1', cardId: 'TSW_001' }] }];
    flow.receive(view({ pickNumber: 1, leaders }));
    flow.receive(view({ pickNumber: 2 }));
    expect(flow.me()?.pickNumber).toBe(2);
    expect(flow.me()?.leaders).toEqual(leaders);
    const more = [...leaders, { seat: 1, cards: [{ instanceId: 'l2', cardId: 'TSW_002' }] }];
    flow.receive(view({ pickNumber: 3, leaders: more }));
    expect(flow.me()?.leaders).toEqual(more);
  });
});
