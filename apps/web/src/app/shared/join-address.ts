import type { ServerAddress } from '@cantina/contract';

/**
 * Where the join link points and why. `loopback`: nothing better than a page opened on this very
 * computer, which phones cannot open, so the organizer page warns.
 */
export interface JoinBase {
  origin: string;
  source: 'public-url' | 'page' | 'lan' | 'loopback';
}

/** `localhost`, `*.localhost`, 127.0.0.0/8, `[::1]` and the unspecified addresses: this computer only. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === '::1' ||
    host === '0.0.0.0' ||
    host === '::'
  );
}

function hostnameOf(origin: string): string | null {
  try {
    return new URL(origin).hostname;
  } catch {
    return null;
  }
}

/**
 * The origin of the join link, in this order: `PUBLIC_URL`; the page's own origin when it is not
 * loopback (the organizer already reached the server that way: a LAN IP or a domain); the server's
 * first LAN address; else the page's origin, flagged `loopback` so the page can warn.
 * `server` is null until the server answered (or when it could not).
 */
export function chooseJoinBase(server: ServerAddress | null, pageOrigin: string): JoinBase {
  if (server?.publicUrl) return { origin: server.publicUrl, source: 'public-url' };
  const pageHost = hostnameOf(pageOrigin);
  if (pageHost !== null && !isLoopbackHost(pageHost)) return { origin: pageOrigin, source: 'page' };
  const lan = server?.lanUrls[0];
  if (lan) return { origin: lan, source: 'lan' };
  return { origin: pageOrigin, source: 'loopback' };
}
