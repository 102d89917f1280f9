import { findGame, type GameId } from '../catalog';
import type { FieldProblem } from '../cards/field-problem';
import { MAX_CODE_LENGTH, MAX_TEXT_LENGTH } from '../cards/field-reader';
import { isIsoDate } from './iso-date';
import type { CardSuspension, GameLegality, ProductLegality, SetRotation } from './legality-data';

/** Bounds on an admin's legality document, checked before any entry is read. */
export const LEGALITY_LIMITS = { rotations: 100, products: 100, suspensions: 1000, setsPerRotation: 50 } as const;
const MAX_SOURCE_LENGTH = 300;

export type ParsedLegality = { ok: true; legality: GameLegality } | { ok: false; problems: FieldProblem[] };

/**
 * An admin's replacement of a game's legality data (contract rev 2: "Legality is data that Cantina
 * ships and an admin can update"): `{ rotations, products, suspensions }` in the shape of
 * `GameLegality`, formats among the game's constructed formats, days `YYYY-MM-DD`.
 */
export function parseGameLegality(game: GameId, input: unknown): ParsedLegality {
  const problems: FieldProblem[] = [];
  const formats = new Set(
    (findGame(game)?.formats ?? []).filter((format) => format.kind === 'constructed').map((format) => format.id),
  );
  const reader = new Reader(problems, formats);
  if (!isRecord(input))
    return { ok: false, problems: [{ path: '', code: 'wrong-type', message: 'must be an object' }] };
  reader.only(input, '', ['rotations', 'products', 'suspensions']);
  const rotations = reader.list(input, 'rotations', LEGALITY_LIMITS.rotations, (value, path) =>
    reader.rotation(value, path),
  );
  const products = reader.list(input, 'products', LEGALITY_LIMITS.products, (value, path) =>
    reader.product(value, path),
  );
  const suspensions = reader.list(input, 'suspensions', LEGALITY_LIMITS.suspensions, (value, path) =>
    reader.suspension(value, path),
  );
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, legality: { game, rotations, products, suspensions } };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class Reader {
  constructor(
    private readonly problems: FieldProblem[],
    private readonly formats: ReadonlySet<string>,
  ) {}

  list<T>(
    source: Record<string, unknown>,
    key: string,
    max: number,
    read: (value: Record<string, unknown>, path: string) => T,
  ): T[] {
    const value = source[key];
    if (!Array.isArray(value)) {
      this.problem(key, 'wrong-type', `${key} must be an array`);
      return [];
    }
    if (value.length > max) {
      this.problem(key, 'out-of-range', `${key} holds at most ${max} entries`);
      return [];
    }
    const read1 = (item: unknown, index: number): T[] => {
      const path = `${key}[${index}]`;
      if (!isRecord(item)) {
        this.problem(path, 'wrong-type', 'must be an object');
        return [];
      }
      return [read(item, path)];
    };
    return value.flatMap(read1);
  }

  rotation(value: Record<string, unknown>, path: string): SetRotation {
    this.only(value, path, ['sets', 'formats', 'from', 'source']);
    return {
      sets: this.codes(value, path, 'sets', LEGALITY_LIMITS.setsPerRotation),
      formats: this.formatList(value, path),
      from: this.day(value, path, 'from', true) ?? '',
      ...this.source(value, path),
    };
  }

  product(value: Record<string, unknown>, path: string): ProductLegality {
    this.only(value, path, ['set', 'formats', 'source']);
    return {
      set: this.text(value, path, 'set', MAX_CODE_LENGTH, true) ?? '',
      formats: this.formatList(value, path),
      ...this.source(value, path),
    };
  }

  suspension(value: Record<string, unknown>, path: string): CardSuspension {
    this.only(value, path, ['formats', 'name', 'subtitle', 'card', 'from', 'until', 'source']);
    const from = this.day(value, path, 'from', true) ?? '';
    const until = this.day(value, path, 'until', false);
    if (until !== undefined && from !== '' && until <= from)
      this.problem(`${path}.until`, 'out-of-range', 'until must be after from');
    const subtitle = this.text(value, path, 'subtitle', MAX_TEXT_LENGTH, false);
    const card = this.text(value, path, 'card', MAX_CODE_LENGTH, false);
    return {
      formats: this.formatList(value, path),
      name: this.text(value, path, 'name', MAX_TEXT_LENGTH, true) ?? '',
      ...(subtitle === undefined ? {} : { subtitle }),
      ...(card === undefined ? {} : { card }),
      from,
      ...(until === undefined ? {} : { until }),
      ...this.source(value, path),
    };
  }

  only(value: Record<string, unknown>, path: string, keys: readonly string[]): void {
    for (const key of Object.keys(value)) {
      if (!keys.includes(key)) this.problem(join(path, key), 'not-allowed', 'unknown field');
    }
  }

  private formatList(value: Record<string, unknown>, path: string): string[] {
    const formats = this.codes(value, path, 'formats', this.formats.size);
    formats.forEach((format, index) => {
      if (!this.formats.has(format)) {
        this.problem(`${join(path, 'formats')}[${index}]`, 'not-allowed', `not a constructed format of this game`);
      }
    });
    return formats;
  }

  private codes(value: Record<string, unknown>, path: string, key: string, max: number): string[] {
    const list = value[key];
    const at = join(path, key);
    if (!Array.isArray(list) || list.length === 0) {
      this.problem(at, 'wrong-type', `${key} must be a non-empty array`);
      return [];
    }
    if (list.length > max) {
      this.problem(at, 'out-of-range', `${key} holds at most ${max} entries`);
      return [];
    }
    return list.flatMap((item, index) => {
      if (typeof item === 'string' && item.trim() !== '' && item.length <= MAX_CODE_LENGTH) return [item];
      this.problem(`${at}[${index}]`, 'wrong-type', `must be a code of 1 to ${MAX_CODE_LENGTH} characters`);
      return [];
    });
  }

  private day(value: Record<string, unknown>, path: string, key: string, required: boolean): string | undefined {
    const day = value[key];
    if (day === undefined && !required) return undefined;
    if (!isIsoDate(day)) {
      this.problem(join(path, key), 'wrong-type', `${key} must be a day written YYYY-MM-DD`);
      return undefined;
    }
    return day;
  }

  private text(
    value: Record<string, unknown>,
    path: string,
    key: string,
    max: number,
    required: boolean,
  ): string | undefined {
    const text = value[key];
    if (text === undefined && !required) return undefined;
    if (typeof text !== 'string' || text.trim() === '' || text.length > max) {
      this.problem(join(path, key), 'wrong-type', `${key} must be a text of 1 to ${max} characters`);
      return undefined;
    }
    return text.trim();
  }

  private source(value: Record<string, unknown>, path: string): { source?: string } {
    const source = this.text(value, path, 'source', MAX_SOURCE_LENGTH, false);
    return source === undefined ? {} : { source };
  }

  private problem(path: string, code: FieldProblem['code'], message: string): void {
    this.problems.push({ path, code, message });
  }
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}
