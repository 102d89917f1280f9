import { readNameList, readRecord, rejectUnknownKeys } from './field-readers';
import type { GameVocabulary } from './game-vocabulary';
import { childPath, type ProblemList } from './json-path';
import { SPREAD_FIELDS, type SheetSpec, type SpreadField, type SpreadSpec } from './pack-template';

/** Reads one entry of `sheets`; `undefined` when it has problems (all reported). */
export function parseSheet(
  value: unknown,
  path: string,
  problems: ProblemList,
  vocabulary: GameVocabulary | null,
): SheetSpec | undefined {
  const record = readRecord(value, path, problems);
  if (record === undefined) return undefined;
  const before = problems.items.length;
  rejectUnknownKeys(record, ['rarities', 'types', 'spread'], path, problems);
  const rarities = readNameList(
    record['rarities'],
    childPath(path, 'rarities'),
    problems,
    vocabulary?.rarities ?? null,
  );
  const types = readNameList(record['types'], childPath(path, 'types'), problems, vocabulary?.types ?? null);
  const spread =
    record['spread'] === undefined
      ? undefined
      : parseSpread(record['spread'], childPath(path, 'spread'), problems, vocabulary);
  if (problems.items.length > before) return undefined;
  return {
    ...(rarities === undefined ? {} : { rarities }),
    ...(types === undefined ? {} : { types }),
    ...(spread === undefined ? {} : { spread }),
  };
}

function parseSpread(
  value: unknown,
  path: string,
  problems: ProblemList,
  vocabulary: GameVocabulary | null,
): SpreadSpec | undefined {
  const record = readRecord(value, path, problems);
  if (record === undefined) return undefined;
  rejectUnknownKeys(record, ['field', 'groups'], path, problems);
  const fieldPath = childPath(path, 'field');
  const allowed: readonly string[] = vocabulary?.spreadFields ?? SPREAD_FIELDS;
  const field = record['field'];
  if (typeof field !== 'string' || !allowed.includes(field)) {
    problems.add(
      fieldPath,
      field === undefined ? 'required' : 'not-allowed',
      `field must be one of ${allowed.join(', ')}`,
    );
    return undefined;
  }
  const groups = readNameList(record['groups'], childPath(path, 'groups'), problems, null);
  return groups === undefined ? { field: field as SpreadField } : { field: field as SpreadField, groups };
}
