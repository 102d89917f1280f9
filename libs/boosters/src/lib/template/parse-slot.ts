import {
  readName,
  readNameList,
  readNumber,
  readOptionalBoolean,
  readRecord,
  rejectUnknownKeys,
} from './field-readers';
import { childPath, describeType, type ProblemList } from './json-path';
import { SLOT_ROLES, type SheetPick, type SlotRole, type SlotSpec, type VariantUpgrade } from './pack-template';

/** Most cards one slot may put in a pack; a guard against typos such as 900. */
export const MAX_SLOT_COUNT = 100;

/** Reads one entry of `slots`; `sheetNames` are the template's sheets, which `from` must name. */
export function parseSlot(
  value: unknown,
  path: string,
  problems: ProblemList,
  sheetNames: readonly string[],
): SlotSpec | undefined {
  const record = readRecord(value, path, problems);
  if (record === undefined) return undefined;
  const before = problems.items.length;
  rejectUnknownKeys(record, ['name', 'count', 'role', 'foil', 'die', 'from', 'upgrades'], path, problems);
  const name = readName(record['name'], childPath(path, 'name'), problems);
  const count = readNumber(record['count'], childPath(path, 'count'), problems, {
    min: 1,
    max: MAX_SLOT_COUNT,
    integer: true,
  });
  const role = readRole(record['role'], childPath(path, 'role'), problems);
  const foil = readOptionalBoolean(record['foil'], childPath(path, 'foil'), problems);
  const die = readOptionalBoolean(record['die'], childPath(path, 'die'), problems);
  const from = readList(record['from'], childPath(path, 'from'), problems, true, (item, itemPath) =>
    parsePick(item, itemPath, problems, sheetNames),
  );
  const upgrades = readList(record['upgrades'], childPath(path, 'upgrades'), problems, false, (item, itemPath) =>
    parseUpgrade(item, itemPath, problems),
  );
  if (upgrades !== undefined) checkUpgradeTotal(upgrades, childPath(path, 'upgrades'), problems);
  if (problems.items.length > before || name === undefined || count === undefined) return undefined;
  if (from === undefined || upgrades === undefined) return undefined;
  return { name, count, role, foil, die, from, upgrades };
}

function readRole(value: unknown, path: string, problems: ProblemList): SlotRole {
  if (value === undefined) return 'pick';
  if (typeof value !== 'string' || !(SLOT_ROLES as readonly string[]).includes(value)) {
    problems.add(path, 'not-allowed', `role must be one of ${SLOT_ROLES.join(', ')}`);
    return 'pick';
  }
  return value as SlotRole;
}

function readList<T>(
  value: unknown,
  path: string,
  problems: ProblemList,
  required: boolean,
  readItem: (item: unknown, itemPath: string) => T | undefined,
): T[] | undefined {
  if (value === undefined && !required) return [];
  if (!Array.isArray(value)) {
    problems.add(
      path,
      value === undefined ? 'required' : 'wrong-type',
      `expected an array, got ${describeType(value)}`,
    );
    return undefined;
  }
  if (required && value.length === 0) {
    problems.add(path, 'empty', 'list at least one entry');
    return undefined;
  }
  const items = value.map((item, index) => readItem(item, childPath(path, index)));
  return items.every((item) => item !== undefined) ? (items as T[]) : undefined;
}

function parsePick(
  value: unknown,
  path: string,
  problems: ProblemList,
  sheetNames: readonly string[],
): SheetPick | undefined {
  const record = readRecord(value, path, problems);
  if (record === undefined) return undefined;
  const before = problems.items.length;
  rejectUnknownKeys(record, ['sheet', 'weight', 'variant', 'exceptSets', 'optional'], path, problems);
  const sheetPath = childPath(path, 'sheet');
  const sheet = readName(record['sheet'], sheetPath, problems);
  if (sheet !== undefined && !sheetNames.includes(sheet)) {
    problems.add(sheetPath, 'inconsistent', `no sheet named "${sheet}" in sheets`);
  }
  const weight =
    record['weight'] === undefined
      ? 1
      : readNumber(record['weight'], childPath(path, 'weight'), problems, { min: 0, max: 1e9, minExclusive: true });
  const variant =
    record['variant'] === undefined ? undefined : readName(record['variant'], childPath(path, 'variant'), problems);
  const exceptSets = readNameList(record['exceptSets'], childPath(path, 'exceptSets'), problems, null);
  const optional = readOptionalBoolean(record['optional'], childPath(path, 'optional'), problems);
  if (problems.items.length > before || sheet === undefined || weight === undefined) return undefined;
  return {
    sheet,
    weight,
    ...(variant === undefined ? {} : { variant }),
    ...(exceptSets === undefined ? {} : { exceptSets }),
    ...(optional ? { optional } : {}),
  };
}

function parseUpgrade(value: unknown, path: string, problems: ProblemList): VariantUpgrade | undefined {
  const record = readRecord(value, path, problems);
  if (record === undefined) return undefined;
  const before = problems.items.length;
  rejectUnknownKeys(record, ['variant', 'rate', 'foil', 'ownBelt'], path, problems);
  const variant = readName(record['variant'], childPath(path, 'variant'), problems);
  const rate = readNumber(record['rate'], childPath(path, 'rate'), problems, { min: 0, max: 1, minExclusive: true });
  const foil = readOptionalBoolean(record['foil'], childPath(path, 'foil'), problems);
  const ownBelt = readOptionalBoolean(record['ownBelt'], childPath(path, 'ownBelt'), problems);
  if (problems.items.length > before || variant === undefined || rate === undefined) return undefined;
  return { variant, rate, ...(foil ? { foil } : {}), ...(ownBelt ? { ownBelt } : {}) };
}

function checkUpgradeTotal(upgrades: readonly VariantUpgrade[], path: string, problems: ProblemList): void {
  const total = upgrades.reduce((sum, upgrade) => sum + upgrade.rate, 0);
  if (total > 1 + 1e-12) problems.add(path, 'out-of-range', `the upgrade rates add up to ${total}, more than 1`);
  const seen = new Set<string>();
  upgrades.forEach((upgrade, index) => {
    if (seen.has(upgrade.variant)) {
      problems.add(
        childPath(childPath(path, index), 'variant'),
        'duplicate-id',
        `"${upgrade.variant}" is listed twice`,
      );
    }
    seen.add(upgrade.variant);
  });
}
