import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A stored response carries a fresh token, and tokens are stored only as hashes. So the response
 * is sealed (AES-256-GCM) with a key derived from the Idempotency-Key, which the server keeps only
 * as a hash: only a client that knows the key can ever read it back.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyFrom = (idempotencyKey: string) =>
  createHash('sha256').update(`cantina-idempotent-response\0${idempotencyKey}`, 'utf8').digest();

export function sealResponse(idempotencyKey: string, response: unknown): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(idempotencyKey), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(response), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function openResponse<T>(idempotencyKey: string, sealed: Buffer): T {
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(idempotencyKey), sealed.subarray(0, IV_BYTES));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const body = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(body.toString('utf8')) as T;
}
