const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day written `YYYY-MM-DD` that exists (no 2026-02-30). Such strings sort by date. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The UTC calendar day of an instant, as `YYYY-MM-DD`. */
export function isoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
