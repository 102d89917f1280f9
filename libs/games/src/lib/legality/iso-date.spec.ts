import { isIsoDate, isoDay } from './iso-date';

describe('isIsoDate', () => {
  it.each(['2026-03-13', '2024-02-29', '2030-12-31'])('accepts %s', (value) => expect(isIsoDate(value)).toBe(true));
  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-3-13', '2026-03-13T00:00:00Z', '', 20260313, null])(
    'refuses %p',
    (value) => expect(isIsoDate(value)).toBe(false),
  );
  it('writes the UTC day of an instant', () => expect(isoDay(new Date('2026-03-13T23:59:59Z'))).toBe('2026-03-13'));
});
