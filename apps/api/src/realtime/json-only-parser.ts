import * as parser from 'socket.io-parser';

const { PacketType } = parser;

/**
 * socket.io's own parser, framing events and acks more cheaply; the frames are the stock encoder's text
 * frames byte for byte, so clients need nothing, and incoming packets go through the stock decoder.
 * - No binary scan: before framing, the stock encoder walks the packet's whole body looking for binary
 *   (Buffer, ArrayBuffer, Blob); this server sends only JSON (views, pushes, problems), so on a busy draft
 *   node that walk (some 6 % of its CPU) never finds anything. Anything emitted here must stay JSON.
 * - An object sent twice in one tick is turned into JSON once: a pick's `me` goes to the phone as a push
 *   and again inside the pick's ack (`{ ok: true, me }`), some 4 % of a busy node's CPU. The JSON is kept
 *   only until the tick ends, so an object changed between two ticks is never sent stale.
 */
class JsonOnlyEncoder extends parser.Encoder {
  private readonly tickJson = new Map<object, string>();

  override encode(packet: parser.Packet): string[] {
    if (packet.type !== PacketType.EVENT && packet.type !== PacketType.ACK) return super.encode(packet);
    return [framePrefix(packet) + this.dataJson(packet)];
  }

  /**
   * The packet's arguments as JSON: an event's are kept for the tick, an ack's wrappers are opened. Built
   * with `+` (V8 links the pieces and copies them once, when the frame is written), not `join` (a copy each).
   */
  private dataJson({ type, data }: parser.Packet): string {
    if (data === undefined || data === null) return '';
    if (!Array.isArray(data)) return JSON.stringify(data);
    let json = '[';
    for (let i = 0; i < data.length; i++) {
      const value: unknown = data[i];
      const part = type === PacketType.ACK && isPlainObject(value) ? this.wrapperJson(value) : this.json(value);
      json += (i === 0 ? '' : ',') + (part ?? 'null');
    }
    return json + ']';
  }

  /** `{ ok: true, me }` as JSON with `me` kept for the tick; the same text `JSON.stringify` writes. */
  private wrapperJson(wrapper: Record<string, unknown>): string {
    let json = '';
    for (const key of Object.keys(wrapper)) {
      const field = this.json(wrapper[key]);
      if (field !== undefined) json += (json === '' ? '' : ',') + JSON.stringify(key) + ':' + field;
    }
    return '{' + json + '}';
  }

  private json(value: unknown): string | undefined {
    if (!isPlainObject(value)) return JSON.stringify(value);
    const known = this.tickJson.get(value);
    if (known !== undefined) return known;
    const json = JSON.stringify(value);
    if (this.tickJson.size === 0) process.nextTick(() => this.tickJson.clear());
    this.tickJson.set(value, json);
    return json;
  }
}

/** The stock encoder's framing before the JSON: type, namespace other than `/` and a comma, ack id. */
function framePrefix({ type, nsp, id }: parser.Packet): string {
  let prefix = String(type);
  if (nsp && nsp !== '/') prefix += `${nsp},`;
  if (id !== undefined && id !== null) prefix += id;
  return prefix;
}

/** An object literal (no `toJSON`, no class): its JSON is its own enumerable fields. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

export const jsonOnlyParser = { ...parser, Encoder: JsonOnlyEncoder };
