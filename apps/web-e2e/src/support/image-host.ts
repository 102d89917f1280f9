import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

/**
 * A stand-in for a card image CDN (swu-db's): serves a generated PNG for `/cards/<name>.png`, and 404
 * for the names in `missing` (which a test may change at any time). Nothing is cacheable, so a page
 * reload asks again.
 */
export interface ImageHost {
  /** `http://127.0.0.1:<port>`: what `IMAGE_HOSTS` must allow. */
  origin: string;
  urlOf(name: string): string;
  readonly missing: Set<string>;
  /** Every path asked for, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

export async function startImageHost(): Promise<ImageHost> {
  const missing = new Set<string>();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    requests.push(path);
    const match = /^\/cards\/([A-Za-z0-9_-]+)\.png$/.exec(path);
    if (!match || missing.has(match[1])) {
      res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('not found');
      return;
    }
    const landscape = match[1].endsWith('-landscape');
    const png = solidPng(landscape ? 88 : 63, landscape ? 63 : 88, colourOf(match[1]));
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    urlOf: (name) => `${origin}/cards/${name}.png`,
    missing,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A colour per name, so neighbouring cards look different in the screenshot. */
function colourOf(name: string): [number, number, number] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return [hash & 0xff, (hash >> 8) & 0xff, (hash >> 16) & 0xff];
}

/** An 8-bit RGB PNG of one colour with a dark frame (PNG spec: IHDR, one zlib IDAT, IEND). */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const frame = x < 2 || y < 2 || x >= width - 2 || y >= height - 2;
      row.set(frame ? [20, 20, 20] : [r, g, b], 1 + x * 3);
    }
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** CRC-32 (ISO-HDLC), as PNG chunks need; Node 20's zlib has none. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}
