import type { FieldProblem, GameId } from '@cantina/games';
import { readNumber, readRecord, rejectUnknownKeys } from './field-readers';
import { vocabularyOf } from './game-vocabulary';
import { childPath, ProblemList } from './json-path';
import { MAX_BOX_SIZE, type PackTemplate, type SheetSpec, type SlotSpec } from './pack-template';
import { parseSheet } from './parse-sheet';
import { parseSlot } from './parse-slot';

export type BoosterTemplateParseResult = { ok: true; template: PackTemplate } | { ok: false; problems: FieldProblem[] };

/**
 * Reads a set's `booster` field (contract "Card sets") into a {@link PackTemplate}, filling in the
 * defaults (`role` pick, `foil`/`die` false, `weight` 1, no upgrades), or returns every problem with
 * its JSON path (`slots[2].from[0].sheet`). With `game`, rarities, types and spread fields must be
 * that game's. Whether the sheets match cards of a set is checked by `checkTemplateForSet`.
 */
export function parseBoosterTemplate(input: unknown, game?: GameId): BoosterTemplateParseResult {
  const problems = new ProblemList();
  const record = readRecord(input, '', problems);
  if (record === undefined) return { ok: false, problems: problems.items };
  rejectUnknownKeys(record, ['sheets', 'slots', 'boxSize'], '', problems);
  const vocabulary = game === undefined ? null : vocabularyOf(game);

  const sheets: Record<string, SheetSpec> = {};
  const sheetsRecord = readRecord(record['sheets'], 'sheets', problems);
  if (sheetsRecord !== undefined) {
    if (Object.keys(sheetsRecord).length === 0) problems.add('sheets', 'empty', 'define at least one sheet');
    for (const [name, value] of Object.entries(sheetsRecord)) {
      const sheet = parseSheet(value, childPath('sheets', name), problems, vocabulary);
      if (sheet !== undefined) sheets[name] = sheet;
    }
  }
  const sheetNames = sheetsRecord === undefined ? [] : Object.keys(sheetsRecord);

  const slots: SlotSpec[] = [];
  const slotsValue = record['slots'];
  if (!Array.isArray(slotsValue)) {
    problems.add('slots', slotsValue === undefined ? 'required' : 'wrong-type', 'expected an array of slots');
  } else if (slotsValue.length === 0) {
    problems.add('slots', 'empty', 'define at least one slot');
  } else {
    slotsValue.forEach((value, index) => {
      const slot = parseSlot(value, childPath('slots', index), problems, sheetNames);
      if (slot === undefined) return;
      if (slots.some((other) => other.name === slot.name)) {
        problems.add(
          childPath(childPath('slots', index), 'name'),
          'duplicate-id',
          `two slots are named "${slot.name}"`,
        );
      }
      slots.push(slot);
    });
  }
  const boxSize =
    record['boxSize'] === undefined
      ? undefined
      : readNumber(record['boxSize'], 'boxSize', problems, { min: 1, max: MAX_BOX_SIZE, integer: true });
  if (!problems.empty) return { ok: false, problems: problems.items };
  return { ok: true, template: boxSize === undefined ? { sheets, slots } : { sheets, slots, boxSize } };
}
