import { parseDeckList } from './parse-deck-list';

describe('parseDeckList (swudb deck JSON, contract "Decks")', () => {
  it('reads a full deck', () => {
    const input = {
      metadata: { name: 'Dawn Patrol', author: 'someone' },
      leader: { id: 'TST_001', count: 1 },
      secondleader: { id: 'TST_005', count: 1 },
      base: { id: 'TST_010', count: 1 },
      deck: [{ id: 'TST_020', count: 3 }],
      sideboard: [{ id: 'TST_021', count: 1 }],
    };
    expect(parseDeckList(input)).toEqual({ ok: true, deck: input });
  });

  it('treats a missing deck list as empty and ignores unknown fields', () => {
    expect(parseDeckList({ leader: { id: 'TST_001', count: 1 }, extra: true })).toEqual({
      ok: true,
      deck: { leader: { id: 'TST_001', count: 1 }, deck: [] },
    });
  });

  it('reads a Trilogy body', () => {
    const one = { deck: [{ id: 'TST_020', count: 3 }] };
    expect(parseDeckList({ decks: [one, one, one] })).toEqual({ ok: true, deck: { decks: [one, one, one] } });
  });

  it('lists every malformed field with its path', () => {
    const result = parseDeckList({
      metadata: { name: 7 },
      leader: 'TST_001',
      base: { id: 'TST_010' },
      deck: [{ id: 'TST_020', count: 0 }, { count: 2 }, 'TST_022', { id: 'x'.repeat(65), count: 1 }],
      sideboard: {},
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => `${p.path} ${p.code}`).sort()).toEqual([
      'base.count required',
      'deck[0].count out-of-range',
      'deck[1].id required',
      'deck[2] wrong-type',
      'deck[3].id too-long',
      'leader wrong-type',
      'metadata.name wrong-type',
      'sideboard wrong-type',
    ]);
  });

  it('paths Trilogy problems by deck', () => {
    const result = parseDeckList({ decks: [{ deck: [] }, { deck: [{ id: 'A_001', count: -1 }] }, 3] });
    expect(result).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ path: 'decks[1].deck[0].count', code: 'out-of-range' }),
        expect.objectContaining({ path: 'decks[2]', code: 'wrong-type' }),
      ],
    });
  });

  it('rejects what is not an object', () => {
    for (const input of [null, [], 'deck', 3]) {
      expect(parseDeckList(input)).toEqual({
        ok: false,
        problems: [expect.objectContaining({ path: '', code: 'wrong-type' })],
      });
    }
    expect(parseDeckList({ decks: {} })).toEqual({ ok: false, problems: [expect.objectContaining({ path: 'decks' })] });
  });
});
