/**
 * The links that carry a key to another device (issue 12 "Access that survives devices"). The key
 * rides in the URL fragment, which browsers never send to the server, so it stays out of server and
 * proxy logs; the receiving page takes it out of the address bar at once.
 */

/** Opens the event as its organizer on another device (the organizer token itself). */
export function staffLink(origin: string, eventId: string, organizerToken: string): string {
  return `${origin}/events/${encodeURIComponent(eventId)}/staff#${encodeURIComponent(organizerToken)}`;
}

/** Puts a player back in their seat on another phone (a one-time re-entry code). */
export function reentryLink(origin: string, code: string): string {
  return `${origin}/reentry#${encodeURIComponent(code)}`;
}

/** The key a link carried (`#` and all), or null when there is none or it cannot be one. */
export function keyFromFragment(hash: string, maxLength = 256): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw.length === 0 || raw.length > maxLength) return null;
  try {
    const key = decodeURIComponent(raw).trim();
    return /^[\w-]+$/.test(key) ? key : null;
  } catch {
    return null;
  }
}
