/** TEST ONLY: small statistics helpers for the collation specs. */

/** Counts in which Binomial(n, p) falls with about `sigmas` standard deviations each side. */
export function binomialRange(n: number, p: number, sigmas: number): [number, number] {
  const mean = n * p;
  const sd = Math.sqrt(n * p * (1 - p));
  return [mean - sigmas * sd, mean + sigmas * sd];
}

/**
 * Upper limit of a chi-square statistic with `df` degrees of freedom at the normal quantile `z`
 * (Wilson–Hilferty approximation; z = 4.75 is a one-sided p of about 1e-6).
 */
export function chiSquareLimit(df: number, z: number): number {
  const k = 2 / (9 * df);
  return df * Math.pow(1 - k + z * Math.sqrt(k), 3);
}

/** Pearson's statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

export function tally<T>(items: Iterable<T>): Map<T, number> {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}
