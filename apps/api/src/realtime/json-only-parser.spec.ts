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
  ])('frames %s exactly as the stock encoder', (_, packet) => {
    expect(ours.encode(packet)).toEqual(stock.encode(packet));
    expect(ours.encode(packet)).toHaveLength(1);
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
