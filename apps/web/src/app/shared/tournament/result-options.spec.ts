import { type ResultOption, resultBody, resultOptions, resultRules, sameResult, scoreOf } from './result-options';

const keys = (options: ReturnType<typeof resultOptions>, main?: boolean) =>
  options.filter((option) => main === undefined || option.main === main).map((option) => option.key);

describe('result options per scoring profile', () => {
  it('swu best of three: the four scores, Draw (1-1) and ID (0-0-3) first, 1-0 and 0-1 behind "more"; the organizer also has the double loss', () => {
    const rules = resultRules('swu', 'swu-premier', 'bo3');
    expect(rules).toEqual({ pods: false, bestOf: 3, draws: true, intentionalDraw: true, doubleLoss: true });
    const options = resultOptions(rules);
    expect(keys(options, true)).toEqual(['2-0', '2-1', '1-2', '0-2', '1-1', 'id', 'double-loss']);
    expect(keys(options, false)).toEqual(['1-0', '0-1']);
    const id = options.find((o) => o.key === 'id') as ResultOption;
    expect(resultBody(id, ['a', 'b'])).toEqual({ wins: { a: 0, b: 0 }, draws: 3 });
    const draw = options.find((o) => o.key === '1-1') as ResultOption;
    expect(resultBody(draw, ['a', 'b'])).toEqual({ wins: { a: 1, b: 1 } });
  });

  it('swu players report draws and intentional draws, never a double loss (a penalty the organizer gives)', () => {
    const player = resultOptions(resultRules('swu', 'swu-premier', 'bo3', 'player'));
    expect(keys(player, true)).toEqual(['2-0', '2-1', '1-2', '0-2', '1-1', 'id']);
  });

  it('best of one: 1-0 and 0-1 only (destiny, dbg); swu adds a drawn game and the double loss', () => {
    expect(keys(resultOptions(resultRules('destiny', 'destiny-standard', 'bo1')))).toEqual(['1-0', '0-1']);
    expect(keys(resultOptions(resultRules('dbg', 'dbg-standard', 'bo1')))).toEqual(['1-0', '0-1']);
    expect(keys(resultOptions(resultRules('swu', 'swu-premier', 'bo1')))).toEqual([
      '1-0',
      '0-1',
      'draw',
      'double-loss',
    ]);
  });

  it('swtcg allows draws: 1-1 in best of three, a drawn game in best of one', () => {
    expect(keys(resultOptions(resultRules('swtcg', 'swtcg-constructed', 'bo3')), true)).toEqual([
      '2-0',
      '2-1',
      '1-2',
      '0-2',
      '1-1',
    ]);
    const bo1 = resultOptions(resultRules('swtcg', 'swtcg-constructed', 'bo1'));
    expect(keys(bo1)).toEqual(['1-0', '0-1', 'draw']);
    expect(resultBody(bo1[2], ['a', 'b'])).toEqual({ wins: { a: 0, b: 0 }, draws: 1 });
  });

  it('defaults as the API does: best of 1 for destiny and dbg, best of 3 for swu and swtcg', () => {
    expect(resultRules('destiny', 'destiny-standard').bestOf).toBe(1);
    expect(resultRules('dbg', 'dbg-standard').bestOf).toBe(1);
    expect(resultRules('swu', 'swu-premier').bestOf).toBe(3);
    expect(resultRules('swtcg', 'swtcg-constructed').bestOf).toBe(3);
    expect(resultRules('destiny', 'destiny-standard', 'bo3').bestOf).toBe(3);
  });

  it('brackets need a winner: no draw, no double loss', () => {
    expect(keys(resultOptions(resultRules('swu', 'swu-premier', 'bo3'), true))).toEqual([
      '2-0',
      '2-1',
      '1-2',
      '0-2',
      '1-0',
      '0-1',
    ]);
    expect(keys(resultOptions(resultRules('swtcg', 'swtcg-constructed', 'bo1'), true))).toEqual(['1-0', '0-1']);
  });

  it('multiplayer formats report placements', () => {
    expect(resultRules('swu', 'swu-twin-suns').pods).toBe(true);
    expect(resultRules('swu', 'swu-premier').pods).toBe(false);
  });

  it('builds the contract body in player order', () => {
    const [, twoOne] = resultOptions(resultRules('swu', 'swu-premier', 'bo3'));
    expect(resultBody(twoOne, ['p1', 'p2'])).toEqual({ wins: { p1: 2, p2: 1 } });
    expect(resultBody(twoOne, ['p2', 'p1'])).toEqual({ wins: { p2: 2, p1: 1 } });
    const doubleLoss = resultOptions(resultRules('swu', 'swu-premier', 'bo3')).find(
      (o) => o.kind === 'double-loss',
    ) as ResultOption;
    expect(resultBody(doubleLoss, ['p1', 'p2'])).toEqual({ wins: { p1: 0, p2: 0 }, outcome: 'double-loss' });
  });

  it('reads and compares results from either side', () => {
    const body = { wins: { p1: 1, p2: 2 } };
    expect(scoreOf(body, ['p2', 'p1'])).toEqual({ a: 2, b: 1, draws: 0, doubleLoss: false });
    expect(sameResult(body, { wins: { p2: 2, p1: 1 } }, ['p1', 'p2'])).toBe(true);
    expect(sameResult(body, { wins: { p1: 2, p2: 1 } }, ['p1', 'p2'])).toBe(false);
    expect(sameResult({ placements: ['a', 'b', 'c'] }, { placements: ['a', 'b', 'c'] }, [])).toBe(true);
    // Tied placements: the order inside a tie does not matter, the tie itself does.
    expect(sameResult({ placements: ['a', ['b', 'c']] }, { placements: ['a', ['c', 'b']] }, [])).toBe(true);
    expect(sameResult({ placements: ['a', ['b', 'c']] }, { placements: ['a', 'b', 'c'] }, [])).toBe(false);
  });
});
