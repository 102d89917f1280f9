/** `GET /api/health`. */
export interface Health {
  status: 'ok' | 'degraded';
  db: 'up' | 'down';
}

/**
 * `GET /api/v1/server/address`: where phones can reach this server. `publicUrl` is the configured
 * `PUBLIC_URL` (or null); `lanUrls` are `http(s)://<LAN IPv4>:<port>`, best first (private ranges first).
 */
export interface ServerAddress {
  publicUrl: string | null;
  lanUrls: string[];
}
