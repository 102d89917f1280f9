import type { FieldProblem, FieldProblemCode } from '@cantina/games';

/** `('slots', 3)` → `slots[3]`; `('slots[3]', 'count')` → `slots[3].count`; `('', 'slots')` → `slots`. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  const segment = /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? key : `[${JSON.stringify(key)}]`;
  if (segment.startsWith('[')) return `${parent}${segment}`;
  return parent === '' ? segment : `${parent}.${segment}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/** Collects the problems of one document, each at its JSON path. */
export class ProblemList {
  readonly items: FieldProblem[] = [];

  add(path: string, code: FieldProblemCode, message: string): void {
    this.items.push({ path, code, message });
  }

  get empty(): boolean {
    return this.items.length === 0;
  }
}
