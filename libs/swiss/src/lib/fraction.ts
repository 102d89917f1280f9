/**
 * Exact non-negative rational numbers for tiebreakers. Two players with the same OMW really tie and
 * two that differ in the 12th decimal really differ: values are reduced fractions compared by
 * cross-multiplication, never floats.
 *
 * Values are kept as safe-integer pairs, which is fast and enough for every realistic event (the
 * denominators are small multiples of rounds and games); whenever an operation would leave the
 * safe-integer range it is done in bigint and the result stays bigint until it fits again.
 */
export type Rational = { readonly num: number; readonly den: number } | { readonly num: bigint; readonly den: bigint };

const SAFE = Number.MAX_SAFE_INTEGER;

function gcdNumber(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

function gcdBig(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

function fromBig(num: bigint, den: bigint): Rational {
  if (den === 0n) throw new RangeError('zero denominator');
  let n = num;
  let d = den;
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = gcdBig(n, d);
  if (g > 1n) {
    n /= g;
    d /= g;
  }
  const limit = BigInt(SAFE);
  if (d <= limit && n <= limit && n >= -limit) return { num: Number(n), den: Number(d) };
  return { num: n, den: d };
}

const big = (r: Rational): { num: bigint; den: bigint } => ({ num: BigInt(r.num), den: BigInt(r.den) });

/** A reduced fraction from integers (numbers must be safe integers). */
export function rational(num: number | bigint, den: number | bigint = 1): Rational {
  if (typeof num === 'number' && typeof den === 'number') {
    if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den)) throw new RangeError('not a safe integer');
    if (den === 0) throw new RangeError('zero denominator');
    const sign = den < 0 ? -1 : 1;
    const g = gcdNumber(num, den) || 1;
    return { num: (sign * num) / g, den: (sign * den) / g };
  }
  return fromBig(BigInt(num), BigInt(den));
}

/** Negative, zero or positive as a < b, a = b, a > b. */
export function compare(a: Rational, b: Rational): number {
  if (typeof a.num === 'number' && typeof b.num === 'number') {
    const l = a.num * (b.den as number);
    const r = b.num * (a.den as number);
    if (Math.abs(l) <= SAFE && Math.abs(r) <= SAFE) return l < r ? -1 : l > r ? 1 : 0;
  }
  const x = big(a);
  const y = big(b);
  const l = x.num * y.den;
  const r = y.num * x.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

export function max(a: Rational, b: Rational): Rational {
  return compare(a, b) >= 0 ? a : b;
}

/** Mean of a non-empty list, exact. */
export function mean(values: readonly Rational[]): Rational {
  const k = values.length;
  if (k === 0) throw new RangeError('mean of nothing');
  // Safe-integer path: common denominator by lcm.
  let lcm = 1;
  let fits = true;
  for (const v of values) {
    if (typeof v.den !== 'number') {
      fits = false;
      break;
    }
    lcm = (lcm / gcdNumber(lcm, v.den)) * v.den;
    if (lcm * k > SAFE) {
      fits = false;
      break;
    }
  }
  if (fits) {
    let sum = 0;
    for (const v of values) {
      sum += (v.num as number) * (lcm / (v.den as number));
      if (Math.abs(sum) > SAFE) {
        fits = false;
        break;
      }
    }
    if (fits) return rational(sum, lcm * k);
  }
  let num = 0n;
  let den = 1n;
  for (const v of values) {
    const x = big(v);
    num = num * x.den + x.num * den;
    den *= x.den;
    const g = gcdBig(num, den);
    if (g > 1n) {
      num /= g;
      den /= g;
    }
  }
  return fromBig(num, den * BigInt(k));
}

export function toNumber(a: Rational): number {
  return Number(a.num) / Number(a.den);
}

/** "num/den" — the serialisable exact form used in standings. */
export function toText(a: Rational): string {
  return `${a.num}/${a.den}`;
}
