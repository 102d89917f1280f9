import * as parser from 'socket.io-parser';

/** `encodeAsString` is the stock encoder's own text framing (private in its typings, public in its code). */
type StringEncoder = { encodeAsString(packet: parser.Packet): string };

/**
 * socket.io's own parser minus one scan. Before framing an event or an ack, the stock encoder walks the
 * packet's whole body looking for binary (Buffer, ArrayBuffer, Blob); this server sends only JSON (views,
 * pushes, problems), so on a busy draft node that walk (some 6 % of its CPU) never finds anything. The
 * frames are the stock encoder's text frames, byte for byte: clients need nothing. Incoming packets go
 * through the stock decoder. Anything emitted here must stay JSON (a Buffer would go out as JSON).
 */
class JsonOnlyEncoder extends parser.Encoder {
  override encode(packet: parser.Packet): string[] {
    if (packet.type !== parser.PacketType.EVENT && packet.type !== parser.PacketType.ACK) return super.encode(packet);
    return [(this as unknown as StringEncoder).encodeAsString(packet)];
  }
}

export const jsonOnlyParser = { ...parser, Encoder: JsonOnlyEncoder };
