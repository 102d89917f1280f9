/** `GET /api/health`. */
export interface Health {
  status: 'ok' | 'degraded';
  db: 'up' | 'down';
}
