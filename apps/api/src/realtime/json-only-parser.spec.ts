import * as parser from 'socket.io-parser';
import { jsonOnlyParser } from './json-only-parser';

const { PacketType } = parser;

describe('jsonOnlyParser', () => {
  const stock = new parser.Encoder();
  const ours = new jsonOnlyParser.Encoder();
  const me = { phase: 'packs', pack: { id: 'p:1:0', cards: [{ instanceId: '0.1', cardId: 'CDA_001' }] }, pool: [] };

  it.each([
    ['an event', { type: PacketType.EVENT, nsp: '/events', data: ['me', me] }],
    ['an ack', { type: PacketType.ACK, nsp: '/events', id: 12, data: [{ ok: true, me }] }],
    ['an event on the main namespace', { type: PacketType.EVENT, nsp: '/', data: ['timer', { deadline: null }] }],
    ['a connect', { type: PacketType.CONNECT, nsp: '/events', data: { sid: 'abc' } }],
    ['a connect error', { type: PacketType.CONNECT_ERROR, nsp: '/events', data: { message: 'unauthorized' } }],
    ['an ack refusing', { type: PacketType.ACK, nsp: '/events', id: 0, data: [{ ok: false, error: { status: 409 } }] }],
    ['an ack of a boolean', { type: PacketType.ACK, nsp: '/events', id: 4, data: [true] }],
    [
      'undefined fields and holes',
      { type: PacketType.ACK, nsp: '/', id: 5, data: [{ a: undefined, b: 1, f: () => 1 }, undefined] },
    ],
    [
      'dates and nested toJSON',
      { type: PacketType.EVENT, nsp: '/events', data: ['x', { at: new Date(0), deep: [new Date(1)] }] },
    ],
    ['a wrapper with toJSON', { type: PacketType.ACK, nsp: '/events', id: 6, data: [{ toJSON: () => 'w', me }] }],
    [
      'a class instance',
      {
        type: PacketType.ACK,
        nsp: '/events',
        id: 7,
        data: [
          new (class {
            ok = true;
          })(),
        ],
      },
    ],
    ['an event without data', { type: PacketType.EVENT, nsp: '/events' }],
    ['escaped keys', { type: PacketType.ACK, nsp: '/events', id: 8, data: [{ 'a"b': me, '\u2028': 'x' }] }],
  ])('frames %s exactly as the stock encoder', (_, packet) => {
    expect(ours.encode(packet)).toEqual(stock.encode(packet));
    expect(ours.encode(packet)).toHaveLength(1);
  });

  it('writes an object sent twice in one tick once, as the stock encoder frames it both times', () => {
    const view = { phase: 'packs', pool: [{ instanceId: '0.2', cardId: 'CDA_002' }] };
    const stringify = jest.spyOn(JSON, 'stringify');
    const push = { type: PacketType.EVENT, nsp: '/events', data: ['me', view] };
    const ack = { type: PacketType.ACK, nsp: '/events', id: 9, data: [{ ok: true, me: view }] };
    const frames = [ours.encode(push), ours.encode(ack)];
    const viewEncodings = stringify.mock.results.filter(({ value }) => String(value).includes('CDA_002')).length;
    stringify.mockRestore();
    expect(frames).toEqual([stock.encode(push), stock.encode(ack)]);
    expect(viewEncodings).toBe(1);
  });

  it('writes the ack first and the push second just the same', () => {
    const view = { phase: 'leaders', pool: [] as unknown[] };
    const ack = { type: PacketType.ACK, nsp: '/events', id: 10, data: [{ ok: true, me: view }] };
    const push = { type: PacketType.EVENT, nsp: '/events', data: ['me', view] };
    expect([ours.encode(ack), ours.encode(push)]).toEqual([stock.encode(ack), stock.encode(push)]);
  });

  it('forgets the JSON when the tick ends, so an object changed later is sent as it is then', async () => {
    const view: { phase: string; pool: unknown[] } = { phase: 'packs', pool: [] };
    const push = { type: PacketType.EVENT, nsp: '/events', data: ['me', view] };
    ours.encode(push);
    await new Promise((resolve) => process.nextTick(resolve));
    view.pool.push({ instanceId: '0.3', cardId: 'CDA_003' });
    expect(ours.encode(push)).toEqual(stock.encode(push));
  });

  it('decodes with the stock decoder', () => {
    expect(jsonOnlyParser.Decoder).toBe(parser.Decoder);
    const decoded: parser.Packet[] = [];
    const decoder = new jsonOnlyParser.Decoder();
    decoder.on('decoded', (packet: parser.Packet) => decoded.push(packet));
    decoder.add(ours.encode({ type: PacketType.EVENT, nsp: '/events', id: 3, data: ['pick', { packId: 'a' }] })[0]);
    expect(decoded).toEqual([{ type: PacketType.EVENT, nsp: '/events', id: 3, data: ['pick', { packId: 'a' }] }]);
  });
});
