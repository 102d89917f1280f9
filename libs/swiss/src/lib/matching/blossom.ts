/**
 * Maximum-weight maximum-cardinality matching on a general graph: Edmonds' blossom algorithm in its
 * primal-dual form (Edmonds 1965; Galil, "Efficient algorithms for finding maximum matching in
 * graphs", 1986). Written for Cantina; O(n^3) worst case on a dense graph, O(n·m) stage work.
 *
 * Used by the Swiss engine as a **minimum-cost perfect matching** solver (see `minCostMatching`):
 * every stage grows alternating trees from all exposed vertices at once over tight edges (zero reduced
 * cost), shrinks odd cycles into blossoms, and changes the dual variables by the largest step that
 * keeps them feasible until an augmenting path appears. Because perfect matching is wanted there is
 * no "vertex dual reaches zero" stop: stages continue until the matching is perfect or no augmenting
 * path exists at all (then the result is a maximum-cardinality matching of maximum weight).
 *
 * Performance notes:
 * - **Warm start.** Vertex duals start at `y(v) = max weight at v / 2`, which is feasible, and a greedy
 *   pass (in vertex order) matches tight edges. On Swiss graphs nearly every player has a zero-cost
 *   partner in the own score group, so the greedy pass leaves only a handful of exposed vertices
 *   (about one per odd score group plus the bye) and only that many stages run.
 * - **Integers only.** Weights are doubled internally and duals stored doubled, so every quantity is an
 *   integer (all exposed vertices keep the same dual parity, hence S-S slacks are even); weights must
 *   be integers with |w| < 2^48 so that nothing leaves the exact range of doubles.
 *
 * Data layout: edge k joins `eu[k]` and `ev[k]`. Endpoint `p` of edge `k = p >> 1` is the vertex
 * `p & 1 ? ev[k] : eu[k]`; `p ^ 1` is the opposite endpoint. `mate[v]` is the endpoint at v's partner.
 * Blossoms are numbered n..2n-1.
 */

export interface MatchingGraph {
  /** Number of vertices. */
  readonly n: number;
  /** Number of edges. */
  readonly m: number;
  readonly eu: Int32Array;
  readonly ev: Int32Array;
  /** Integer weights to maximise. */
  readonly weight: Float64Array;
}

export interface MatchingResult {
  /** Partner of each vertex, -1 when unmatched. */
  readonly partner: Int32Array;
  /** Every vertex is matched. */
  readonly perfect: boolean;
  /** Number of augmentation stages run after the greedy warm start. */
  readonly stages: number;
  /** Vertices left exposed by the greedy warm start. */
  readonly exposedAfterWarmStart: number;
  /** The final dual solution, an optimality certificate for edges outside the graph (`dualsCover`). */
  readonly duals: MatchingDuals;
}

/**
 * Final dual variables, in the solver's internal units (weights doubled, so duals are integers).
 * `dual` holds vertices 0..n-1 and blossoms n..2n-1; `parent` the enclosing blossom (-1 at the top);
 * `top` each vertex's outermost blossom (itself when it is in none); `depth` a blossom's nesting depth
 * (0 at the top) and `enclosing` the sum of the duals of a blossom and of every blossom around it.
 */
export interface MatchingDuals {
  readonly n: number;
  readonly dual: Float64Array;
  readonly parent: Int32Array;
  readonly top: Int32Array;
  readonly depth: Int32Array;
  readonly enclosing: Float64Array;
}

/**
 * Whether the final duals cover an edge u-v of weight `weight` that the graph did not have: its reduced
 * cost y(u) + y(v) + (the z(B) of the blossoms holding both) - w is not negative. When the matching is
 * perfect and every edge of a larger graph is covered, the duals stay feasible there, so by LP duality
 * the same matching is a maximum-weight perfect matching of the larger graph too (Edmonds 1965).
 */
export function dualsCover(duals: MatchingDuals, u: number, v: number, weight: number): boolean {
  // Internal units: weights doubled, an edge's slack is y(u) + y(v) - 2W + 2 z(B) per common blossom.
  const slack = duals.dual[u] + duals.dual[v] - 4 * weight;
  if (slack >= 0) return true; // blossom duals are never negative
  const t = duals.top[u];
  if (t < duals.n || t !== duals.top[v]) return false;
  // `enclosing` grows inwards: the outermost blossom gives a lower bound of the common duals, the
  // blossoms right around u and v an upper bound. Only in between is the innermost common one sought.
  const { parent, depth, enclosing } = duals;
  if (slack + 2 * enclosing[t] >= 0) return true;
  if (slack + 2 * Math.min(enclosing[parent[u]], enclosing[parent[v]]) < 0) return false;
  let a = parent[u];
  let b = parent[v];
  while (depth[a] > depth[b]) a = parent[a];
  while (depth[b] > depth[a]) b = parent[b];
  while (a !== b) {
    a = parent[a];
    b = parent[b];
  }
  return slack + 2 * enclosing[a] >= 0;
}

/** Nesting depth and enclosing dual sums of the blossoms left at the end (see MatchingDuals). */
function blossomNesting(
  n: number,
  parent: Int32Array,
  dual: Float64Array,
): { depth: Int32Array; enclosing: Float64Array } {
  const depth = new Int32Array(2 * n).fill(-1);
  const enclosing = new Float64Array(2 * n);
  const path: number[] = [];
  for (let b = n; b < 2 * n; b++) {
    let x = b;
    while (x !== -1 && depth[x] === -1) {
      path.push(x);
      x = parent[x];
    }
    let d = x === -1 ? -1 : depth[x];
    let sum = x === -1 ? 0 : enclosing[x];
    while (path.length > 0) {
      const y = path.pop() as number;
      d += 1;
      sum += dual[y];
      depth[y] = d;
      enclosing[y] = sum;
    }
  }
  return { depth, enclosing };
}

const WEIGHT_LIMIT = 2 ** 48;

export function maximumWeightMatching(graph: MatchingGraph): MatchingResult {
  const warm = solve(graph, true);
  if (warm.perfect) return warm;
  // Maximum weight among maximum-cardinality (non-perfect) matchings needs all exposed vertices to
  // share one dual value, which the per-vertex warm start does not give: re-run from uniform duals.
  return solve(graph, false);
}

function solve(graph: MatchingGraph, warmStart: boolean): MatchingResult {
  const { n, m, eu, ev } = graph;
  const W = new Float64Array(m);
  for (let k = 0; k < m; k++) {
    const w = graph.weight[k];
    if (!Number.isInteger(w) || Math.abs(w) >= WEIGHT_LIMIT) {
      throw new RangeError(`edge weight ${w} is not an integer below 2^48`);
    }
    if (eu[k] === ev[k] || eu[k] < 0 || ev[k] < 0 || eu[k] >= n || ev[k] >= n) {
      throw new RangeError(`bad edge ${eu[k]}-${ev[k]}`);
    }
    W[k] = 2 * w;
  }

  const endpoint = (p: number): number => ((p & 1) === 1 ? ev[p >> 1] : eu[p >> 1]);

  // Adjacency (CSR): for vertex v, the endpoints p whose vertex is a neighbour of v.
  const adjStart = new Int32Array(n + 1);
  for (let k = 0; k < m; k++) {
    adjStart[eu[k] + 1]++;
    adjStart[ev[k] + 1]++;
  }
  for (let v = 0; v < n; v++) adjStart[v + 1] += adjStart[v];
  const adj = new Int32Array(2 * m);
  /** The neighbour at each adjacency slot (saves decoding the endpoint in the hot loop). */
  const adjTo = new Int32Array(2 * m);
  {
    const fill = adjStart.slice(0, n);
    for (let k = 0; k < m; k++) {
      adjTo[fill[eu[k]]] = ev[k];
      adj[fill[eu[k]]++] = 2 * k + 1;
      adjTo[fill[ev[k]]] = eu[k];
      adj[fill[ev[k]]++] = 2 * k;
    }
  }

  const mate = new Int32Array(n).fill(-1);
  const label = new Int8Array(2 * n);
  const labelEnd = new Int32Array(2 * n).fill(-1);
  const inBlossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inBlossom[v] = v;
  const parent = new Int32Array(2 * n).fill(-1);
  const childs: (number[] | null)[] = new Array(2 * n).fill(null);
  const ends: (number[] | null)[] = new Array(2 * n).fill(null);
  const base = new Int32Array(2 * n).fill(-1);
  for (let v = 0; v < n; v++) base[v] = v;
  const bestEdge = new Int32Array(2 * n).fill(-1);
  const bestEdges: (number[] | null)[] = new Array(2 * n).fill(null);
  const unused: number[] = [];
  for (let b = 2 * n - 1; b >= n; b--) unused.push(b);
  const dual = new Float64Array(2 * n);
  const allow = new Uint8Array(m);
  const queue: number[] = [];
  const scratchBest = new Int32Array(2 * n).fill(-1);

  const slack = (k: number): number => dual[eu[k]] + dual[ev[k]] - 2 * W[k];

  const leaves = (b: number, out: number[]): void => {
    if (b < n) {
      out.push(b);
      return;
    }
    const stack = [b];
    while (stack.length > 0) {
      const x = stack.pop() as number;
      if (x < n) out.push(x);
      else for (const c of childs[x] as number[]) stack.push(c);
    }
  };

  // --- warm start -------------------------------------------------------------------------------
  let maxW = 0;
  for (let k = 0; k < m; k++) if (W[k] > maxW) maxW = W[k];
  for (let v = 0; v < n; v++) {
    let best = -Infinity;
    for (let i = adjStart[v]; i < adjStart[v + 1]; i++) {
      const w = W[adj[i] >> 1];
      if (w > best) best = w;
    }
    dual[v] = warmStart ? (best === -Infinity ? 0 : best) : maxW;
  }
  for (let v = 0; v < n; v++) {
    if (mate[v] !== -1) continue;
    for (let i = adjStart[v]; i < adjStart[v + 1]; i++) {
      const u = adjTo[i];
      const p = adj[i];
      if (mate[u] === -1 && dual[v] + dual[u] === 2 * W[p >> 1]) {
        mate[v] = p;
        mate[u] = p ^ 1;
        break;
      }
    }
  }
  let exposedAfterWarmStart = 0;
  for (let v = 0; v < n; v++) if (mate[v] === -1) exposedAfterWarmStart++;

  // --- primitive operations ---------------------------------------------------------------------
  const assignLabel = (w0: number, t0: number, p0: number): void => {
    let w = w0;
    let t = t0;
    let p = p0;
    for (;;) {
      const b = inBlossom[w];
      label[w] = t;
      label[b] = t;
      labelEnd[w] = p;
      labelEnd[b] = p;
      bestEdge[w] = -1;
      bestEdge[b] = -1;
      if (t === 1) {
        leaves(b, queue);
        return;
      }
      // T-blossom: its base's partner becomes an S-blossom.
      const pm = mate[base[b]];
      w = endpoint(pm);
      t = 1;
      p = pm ^ 1;
    }
  };

  /** Follows both tree paths up; returns the base of the new blossom, or -1 for an augmenting path. */
  const scanBlossom = (v0: number, w0: number): number => {
    const path: number[] = [];
    let v = v0;
    let w = w0;
    let found = -1;
    while (v !== -1 || w !== -1) {
      let b = inBlossom[v];
      if ((label[b] & 4) !== 0) {
        found = base[b];
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelEnd[b] === -1) {
        v = -1;
      } else {
        v = endpoint(labelEnd[b]);
        b = inBlossom[v];
        v = endpoint(labelEnd[b]);
      }
      if (w !== -1) {
        const tmp = v;
        v = w;
        w = tmp;
      }
    }
    for (const b of path) label[b] = 1;
    return found;
  };

  const addBlossom = (baseVertex: number, k: number): void => {
    let v = eu[k];
    let w = ev[k];
    const bb = inBlossom[baseVertex];
    let bv = inBlossom[v];
    let bw = inBlossom[w];
    const b = unused.pop() as number;
    base[b] = baseVertex;
    parent[b] = -1;
    parent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      parent[bv] = b;
      path.push(bv);
      endps.push(labelEnd[bv]);
      v = endpoint(labelEnd[bv]);
      bv = inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      parent[bw] = b;
      path.push(bw);
      endps.push(labelEnd[bw] ^ 1);
      w = endpoint(labelEnd[bw]);
      bw = inBlossom[w];
    }
    childs[b] = path;
    ends[b] = endps;
    label[b] = 1;
    labelEnd[b] = labelEnd[bb];
    dual[b] = 0;
    const inner: number[] = [];
    leaves(b, inner);
    for (const x of inner) {
      if (label[inBlossom[x]] === 2) queue.push(x);
      inBlossom[x] = b;
    }
    // Least-slack edges from the new blossom to each neighbouring S-blossom.
    const touched: number[] = [];
    const consider = (kk: number): void => {
      let j = ev[kk];
      if (inBlossom[j] === b) j = eu[kk];
      const bj = inBlossom[j];
      if (bj !== b && label[bj] === 1) {
        const cur = scratchBest[bj];
        if (cur === -1) {
          scratchBest[bj] = kk;
          touched.push(bj);
        } else if (slack(kk) < slack(cur)) {
          scratchBest[bj] = kk;
        }
      }
    };
    const childLeaves: number[] = [];
    for (const c of path) {
      const list = bestEdges[c];
      if (list === null) {
        childLeaves.length = 0;
        leaves(c, childLeaves);
        for (const x of childLeaves) {
          for (let i = adjStart[x]; i < adjStart[x + 1]; i++) consider(adj[i] >> 1);
        }
      } else {
        for (const kk of list) consider(kk);
      }
      bestEdges[c] = null;
      bestEdge[c] = -1;
    }
    const list: number[] = [];
    let best = -1;
    for (const bj of touched) {
      const kk = scratchBest[bj];
      scratchBest[bj] = -1;
      list.push(kk);
      if (best === -1 || slack(kk) < slack(best)) best = kk;
    }
    bestEdges[b] = list;
    bestEdge[b] = best;
  };

  const expandBlossom = (b: number, endStage: boolean): void => {
    const ch = childs[b] as number[];
    const en = ends[b] as number[];
    const len = ch.length;
    const at = (j: number): number => ((j % len) + len) % len;
    for (const s of ch) {
      parent[s] = -1;
      if (s < n) {
        inBlossom[s] = s;
      } else if (endStage && dual[s] === 0) {
        expandBlossom(s, endStage);
      } else {
        const inner: number[] = [];
        leaves(s, inner);
        for (const x of inner) inBlossom[x] = s;
      }
    }
    if (!endStage && label[b] === 2) {
      // The blossom was a T-blossom: relabel the even path from its entry child to its base.
      const entryChild = inBlossom[endpoint(labelEnd[b] ^ 1)];
      let j = ch.indexOf(entryChild);
      let jstep: number;
      let trick: number;
      if ((j & 1) !== 0) {
        j -= len;
        jstep = 1;
        trick = 0;
      } else {
        jstep = -1;
        trick = 1;
      }
      let p = labelEnd[b];
      while (j !== 0) {
        label[endpoint(p ^ 1)] = 0;
        label[endpoint(en[at(j - trick)] ^ trick ^ 1)] = 0;
        assignLabel(endpoint(p ^ 1), 2, p);
        allow[en[at(j - trick)] >> 1] = 1;
        j += jstep;
        p = en[at(j - trick)] ^ trick;
        allow[p >> 1] = 1;
        j += jstep;
      }
      let bv = ch[at(j)];
      label[endpoint(p ^ 1)] = 2;
      label[bv] = 2;
      labelEnd[endpoint(p ^ 1)] = p;
      labelEnd[bv] = p;
      bestEdge[bv] = -1;
      j += jstep;
      const inner: number[] = [];
      while (ch[at(j)] !== entryChild) {
        bv = ch[at(j)];
        if (label[bv] === 1) {
          j += jstep;
          continue;
        }
        inner.length = 0;
        leaves(bv, inner);
        let reached = -1;
        for (const x of inner) {
          if (label[x] !== 0) {
            reached = x;
            break;
          }
        }
        if (reached !== -1) {
          label[reached] = 0;
          label[endpoint(mate[base[bv]])] = 0;
          assignLabel(reached, 2, labelEnd[reached]);
        }
        j += jstep;
      }
    }
    label[b] = 0;
    labelEnd[b] = -1;
    childs[b] = null;
    ends[b] = null;
    base[b] = -1;
    bestEdges[b] = null;
    bestEdge[b] = -1;
    unused.push(b);
  };

  /** Swaps matched and unmatched edges inside blossom b so that vertex v becomes its base. */
  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (parent[t] !== b) t = parent[t];
    if (t >= n) augmentBlossom(t, v);
    const ch = childs[b] as number[];
    const en = ends[b] as number[];
    const len = ch.length;
    const at = (j: number): number => ((j % len) + len) % len;
    const i = ch.indexOf(t);
    let j = i;
    let jstep: number;
    let trick: number;
    if ((i & 1) !== 0) {
      j -= len;
      jstep = 1;
      trick = 0;
    } else {
      jstep = -1;
      trick = 1;
    }
    while (j !== 0) {
      j += jstep;
      t = ch[at(j)];
      const p = en[at(j - trick)] ^ trick;
      if (t >= n) augmentBlossom(t, endpoint(p));
      j += jstep;
      t = ch[at(j)];
      if (t >= n) augmentBlossom(t, endpoint(p ^ 1));
      mate[endpoint(p)] = p ^ 1;
      mate[endpoint(p ^ 1)] = p;
    }
    childs[b] = ch.slice(i).concat(ch.slice(0, i));
    ends[b] = en.slice(i).concat(en.slice(0, i));
    base[b] = base[(childs[b] as number[])[0]];
  };

  const augmentMatching = (k: number): void => {
    for (let side = 0; side < 2; side++) {
      let s = side === 0 ? eu[k] : ev[k];
      let p = side === 0 ? 2 * k + 1 : 2 * k;
      for (;;) {
        const bs = inBlossom[s];
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelEnd[bs] === -1) break;
        const t = endpoint(labelEnd[bs]);
        const bt = inBlossom[t];
        s = endpoint(labelEnd[bt]);
        const j = endpoint(labelEnd[bt] ^ 1);
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelEnd[bt];
        p = labelEnd[bt] ^ 1;
      }
    }
  };

  // --- stages -----------------------------------------------------------------------------------
  let stages = 0;
  for (;;) {
    label.fill(0);
    bestEdge.fill(-1);
    for (let b = n; b < 2 * n; b++) bestEdges[b] = null;
    allow.fill(0);
    queue.length = 0;
    for (let v = 0; v < n; v++) {
      if (mate[v] === -1 && label[inBlossom[v]] === 0) assignLabel(v, 1, -1);
    }
    if (queue.length === 0) break;
    stages++;
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop() as number;
        const end = adjStart[v + 1];
        for (let i = adjStart[v]; i < end; i++) {
          const w = adjTo[i];
          if (inBlossom[v] === inBlossom[w]) continue;
          const p = adj[i];
          const k = p >> 1;
          let kslack = 0;
          if (allow[k] === 0) {
            kslack = dual[v] + dual[w] - 2 * W[k];
            if (kslack <= 0) allow[k] = 1;
          }
          if (allow[k] === 1) {
            const lw = label[inBlossom[w]];
            if (lw === 0) {
              assignLabel(w, 2, p ^ 1);
            } else if (lw === 1) {
              const b = scanBlossom(v, w);
              if (b >= 0) {
                addBlossom(b, k);
              } else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelEnd[w] = p ^ 1;
            }
          } else if (label[inBlossom[w]] === 1) {
            const b = inBlossom[v];
            if (bestEdge[b] === -1 || kslack < slack(bestEdge[b])) bestEdge[b] = k;
          } else if (label[w] === 0) {
            if (bestEdge[w] === -1 || kslack < slack(bestEdge[w])) bestEdge[w] = k;
          }
        }
      }
      if (augmented) break;

      let deltaType = -1;
      let delta = Infinity;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]] === 0 && bestEdge[v] !== -1) {
          const d = slack(bestEdge[v]);
          if (d < delta) {
            delta = d;
            deltaType = 2;
            deltaEdge = bestEdge[v];
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (parent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1 && (b < n || base[b] >= 0)) {
          const d = slack(bestEdge[b]) / 2;
          if (d < delta) {
            delta = d;
            deltaType = 3;
            deltaEdge = bestEdge[b];
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (base[b] >= 0 && parent[b] === -1 && label[b] === 2 && dual[b] < delta) {
          delta = dual[b];
          deltaType = 4;
          deltaBlossom = b;
        }
      }
      if (deltaType === -1) break; // no augmenting path exists: maximum cardinality reached

      for (let v = 0; v < n; v++) {
        const l = label[inBlossom[v]];
        if (l === 1) dual[v] -= delta;
        else if (l === 2) dual[v] += delta;
      }
      for (let b = n; b < 2 * n; b++) {
        if (base[b] >= 0 && parent[b] === -1) {
          if (label[b] === 1) dual[b] += delta;
          else if (label[b] === 2) dual[b] -= delta;
        }
      }
      if (deltaType === 2) {
        allow[deltaEdge] = 1;
        let i = eu[deltaEdge];
        if (label[inBlossom[i]] === 0) i = ev[deltaEdge];
        queue.push(i);
      } else if (deltaType === 3) {
        allow[deltaEdge] = 1;
        queue.push(eu[deltaEdge]);
      } else {
        expandBlossom(deltaBlossom, false);
      }
    }
    if (!augmented) break;
    for (let b = n; b < 2 * n; b++) {
      if (parent[b] === -1 && base[b] >= 0 && label[b] === 1 && dual[b] === 0) expandBlossom(b, true);
    }
  }

  const partner = new Int32Array(n).fill(-1);
  let perfect = true;
  for (let v = 0; v < n; v++) {
    if (mate[v] === -1) perfect = false;
    else partner[v] = endpoint(mate[v]);
  }
  const duals = { n, dual, parent, top: inBlossom, ...blossomNesting(n, parent, dual) };
  return { partner, perfect, stages, exposedAfterWarmStart, duals };
}

/**
 * Minimum-cost maximum-cardinality matching: perfect whenever the graph has a perfect matching.
 * Costs must be non-negative integers below 2^47.
 */
export function minCostMatching(graph: {
  n: number;
  m: number;
  eu: Int32Array;
  ev: Int32Array;
  cost: Float64Array;
}): MatchingResult {
  const weight = new Float64Array(graph.m);
  for (let k = 0; k < graph.m; k++) weight[k] = -graph.cost[k];
  return maximumWeightMatching({ n: graph.n, m: graph.m, eu: graph.eu, ev: graph.ev, weight });
}
