import type { FieldReader } from './field-reader';

/** Contract "Card sets": an image URL is http(s) and at most 500 characters. */
export const MAX_IMAGE_URL_LENGTH = 500;

export interface CardImageUrls {
  imageUrl?: string;
  backImageUrl?: string;
}

/** Field names of the front and back pictures: `imageUrl` in the Cantina format, `FrontArt` in swu-db. */
export interface ImageUrlKeys {
  front: string;
  back: string;
}

const CANTINA_KEYS: ImageUrlKeys = { front: 'imageUrl', back: 'backImageUrl' };

/**
 * Reads a card's optional image URLs. Absent, null and "" mean none; anything else must be an
 * absolute http or https URL (a browser fetches it, so `javascript:`, `data:` and relative paths
 * are refused).
 */
export function readImageUrls(reader: FieldReader, keys: ImageUrlKeys = CANTINA_KEYS): CardImageUrls {
  const urls: CardImageUrls = {};
  const front = readImageUrl(reader, keys.front);
  if (front !== undefined) urls.imageUrl = front;
  const back = readImageUrl(reader, keys.back);
  if (back !== undefined) urls.backImageUrl = back;
  return urls;
}

function readImageUrl(reader: FieldReader, key: string): string | undefined {
  const value = reader.optionalString(key, MAX_IMAGE_URL_LENGTH);
  if (value === undefined) return undefined;
  if (!isHttpUrl(value)) {
    reader.report(key, 'not-allowed', `${key} must be an http or https URL`);
    return undefined;
  }
  return value;
}

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
