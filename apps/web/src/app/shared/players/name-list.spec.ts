import fc from 'fast-check';
import { NAME_MAX_LENGTH, parseNameList } from './name-list';

describe('parseNameList', () => {
  it('takes one name per line, trimmed, blank lines ignored', () => {
    expect(parseNameList('  Ana \n\n\tBen\r\n   \r\nCy  Dee\n').names).toEqual(['Ana', 'Ben', 'Cy Dee']);
  });

  it('reports duplicates in the list and of players already in, without case', () => {
    const list = parseNameList('Ana\nben\nANA\nEve', ['Ben']);
    expect(list.names).toEqual(['Ana', 'Eve']);
    expect(list.duplicates).toEqual(['ben', 'ANA']);
  });

  it('reports over-long names and never sends them', () => {
    const long = 'x'.repeat(NAME_MAX_LENGTH + 1);
    const list = parseNameList(`Ana\n${long}\n${'y'.repeat(NAME_MAX_LENGTH)}`);
    expect(list.names).toEqual(['Ana', 'y'.repeat(NAME_MAX_LENGTH)]);
    expect(list.tooLong).toHaveLength(1);
  });

  it('bounds the count: names past the limit are counted, not added', () => {
    const list = parseNameList(['A', 'B', 'C', 'D', 'E'].join('\n'), [], 3);
    expect(list.names).toEqual(['A', 'B', 'C']);
    expect(list.overLimit).toBe(2);
  });

  it('gives names that are non-empty, trimmed, short enough and distinct (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 120 }), { maxLength: 60 }), fc.nat(30), (lines, max) => {
        const list = parseNameList(lines.join('\n'), [], max);
        expect(list.names.length).toBeLessThanOrEqual(max);
        const keys = list.names.map((n) => n.toLocaleLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
        for (const name of list.names) {
          expect(name).toBe(name.trim());
          expect(name.length).toBeGreaterThan(0);
          expect(name.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
        }
      }),
    );
  });
});
