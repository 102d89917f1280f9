import fc from 'fast-check';
import { maximumWeightMatching, MatchingGraph } from './blossom';

interface Edge {
  u: number;
  v: number;
  w: number;
}

function toGraph(n: number, edges: Edge[]): MatchingGraph {
  return {
    n,
    m: edges.length,
    eu: Int32Array.from(edges.map((e) => e.u)),
    ev: Int32Array.from(edges.map((e) => e.v)),
    weight: Float64Array.from(edges.map((e) => e.w)),
  };
}

/** Brute force over vertex subsets: best (cardinality, weight) of any matching. */
function bruteForce(n: number, edges: Edge[]): { size: number; weight: number } {
  const w: (number | undefined)[][] = Array.from({ length: n }, () => new Array(n).fill(undefined));
  for (const e of edges) {
    const cur = w[e.u][e.v];
    if (cur === undefined || e.w > cur) {
      w[e.u][e.v] = e.w;
      w[e.v][e.u] = e.w;
    }
  }
  const memo = new Map<number, { size: number; weight: number }>();
  const better = (a: { size: number; weight: number }, b: { size: number; weight: number }) =>
    a.size > b.size || (a.size === b.size && a.weight > b.weight);
  const solve = (mask: number): { size: number; weight: number } => {
    if (mask === 0) return { size: 0, weight: 0 };
    const hit = memo.get(mask);
    if (hit) return hit;
    let i = 0;
    while (((mask >> i) & 1) === 0) i++;
    const rest = mask & ~(1 << i);
    let best = solve(rest); // i stays unmatched
    for (let j = i + 1; j < n; j++) {
      const wij = w[i][j];
      if (((rest >> j) & 1) === 1 && wij !== undefined) {
        const sub = solve(rest & ~(1 << j));
        const cand = { size: sub.size + 1, weight: sub.weight + wij };
        if (better(cand, best)) best = cand;
      }
    }
    memo.set(mask, best);
    return best;
  };
  return solve((1 << n) - 1);
}

function evaluate(n: number, edges: Edge[], partner: Int32Array): { size: number; weight: number } {
  const best = new Map<string, number>();
  for (const e of edges) {
    const key = `${Math.min(e.u, e.v)}-${Math.max(e.u, e.v)}`;
    best.set(key, Math.max(best.get(key) ?? -Infinity, e.w));
  }
  let size = 0;
  let weight = 0;
  for (let v = 0; v < n; v++) {
    const u = partner[v];
    if (u === -1) continue;
    expect(partner[u]).toBe(v);
    if (v < u) {
      const wv = best.get(`${v}-${u}`);
      expect(wv).toBeDefined();
      size++;
      weight += wv as number;
    }
  }
  return { size, weight };
}

/** SWISS_FC_RUNS raises the number of random cases for a long local soak. */
const RUNS = Number(process.env['SWISS_FC_RUNS'] ?? 300);

const graphArb = (maxN: number, density: number, weights: fc.Arbitrary<number>) =>
  fc.integer({ min: 1, max: maxN }).chain((n) =>
    fc
      .array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 }), weights), {
        maxLength: Math.ceil((density * n * (n - 1)) / 2) + 1,
      })
      .map((raw) => ({
        n,
        edges: raw.filter(([u, v]) => u !== v).map(([u, v, w]) => ({ u, v, w })),
      })),
  );

describe('maximumWeightMatching', () => {
  it('matches a triangle plus a pendant edge', () => {
    const edges = [
      { u: 0, v: 1, w: 5 },
      { u: 1, v: 2, w: 5 },
      { u: 0, v: 2, w: 5 },
      { u: 2, v: 3, w: 1 },
    ];
    const r = maximumWeightMatching(toGraph(4, edges));
    expect(r.perfect).toBe(true);
    expect(evaluate(4, edges, r.partner)).toEqual({ size: 2, weight: 6 });
  });

  it('equals brute force on random sparse graphs (max cardinality, then max weight)', () => {
    fc.assert(
      fc.property(graphArb(12, 0.35, fc.integer({ min: -20, max: 20 })), ({ n, edges }) => {
        const r = maximumWeightMatching(toGraph(n, edges));
        expect(evaluate(n, edges, r.partner)).toEqual(bruteForce(n, edges));
      }),
      { numRuns: RUNS },
    );
  });

  it('equals brute force on random dense graphs with few distinct weights (many ties, nested blossoms)', () => {
    fc.assert(
      fc.property(graphArb(12, 1.2, fc.integer({ min: 0, max: 3 })), ({ n, edges }) => {
        const r = maximumWeightMatching(toGraph(n, edges));
        expect(evaluate(n, edges, r.partner)).toEqual(bruteForce(n, edges));
      }),
      { numRuns: RUNS },
    );
  });

  it('equals brute force on complete graphs with large weights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }).chain((n) =>
          fc
            .array(fc.integer({ min: -1e9, max: 1e9 }), { minLength: (n * (n - 1)) / 2, maxLength: (n * (n - 1)) / 2 })
            .map((ws) => {
              const edges: Edge[] = [];
              let i = 0;
              for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) edges.push({ u, v, w: ws[i++] });
              return { n, edges };
            }),
        ),
        ({ n, edges }) => {
          const r = maximumWeightMatching(toGraph(n, edges));
          expect(evaluate(n, edges, r.partner)).toEqual(bruteForce(n, edges));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('equals brute force on even complete graphs with tiny weights (warm start, perfect)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }).chain((half) => {
          const n = 2 * half;
          return fc
            .array(fc.integer({ min: -2, max: 1 }), { minLength: (n * (n - 1)) / 2, maxLength: (n * (n - 1)) / 2 })
            .map((ws) => {
              const edges: Edge[] = [];
              let i = 0;
              for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) edges.push({ u, v, w: ws[i++] });
              return { n, edges };
            });
        }),
        ({ n, edges }) => {
          const r = maximumWeightMatching(toGraph(n, edges));
          expect(r.perfect).toBe(true);
          expect(evaluate(n, edges, r.partner)).toEqual(bruteForce(n, edges));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('rejects non-integer weights', () => {
    expect(() => maximumWeightMatching(toGraph(2, [{ u: 0, v: 1, w: 0.5 }]))).toThrow(RangeError);
  });
});
