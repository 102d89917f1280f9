import { findFormat, findGame, GAMES, GAME_IDS, isGameId } from './catalog';

describe('game catalog', () => {
  it('lists the four games of the contract in order', () => {
    expect(GAMES.map((g) => g.id)).toEqual([...GAME_IDS]);
  });

  it('has every format id the contract requires, each under its own game', () => {
    const required: Record<string, string[]> = {
      swu: ['swu-premier', 'swu-trilogy', 'swu-twin-suns', 'swu-eternal', 'swu-sealed', 'swu-draft'],
      swtcg: ['swtcg-constructed', 'swtcg-sealed', 'swtcg-draft'],
      destiny: ['destiny-standard', 'destiny-sealed', 'destiny-draft'],
      dbg: ['dbg-standard'],
    };
    for (const [game, formats] of Object.entries(required)) {
      expect(findGame(game)?.formats.map((f) => f.id)).toEqual(formats);
      for (const id of formats) expect(findFormat(game, id)?.game).toBe(game);
    }
  });

  it('gives each format the kind the contract names', () => {
    expect(findFormat('swu', 'swu-draft')?.kind).toBe('draft');
    expect(findFormat('swu', 'swu-sealed')?.kind).toBe('sealed');
    expect(findFormat('swtcg', 'swtcg-draft')?.kind).toBe('draft');
    expect(findFormat('destiny', 'destiny-sealed')?.kind).toBe('sealed');
    expect(findFormat('dbg', 'dbg-standard')?.kind).toBe('constructed');
    expect(findFormat('dbg', 'dbg-standard')?.deckless).toBe(true);
    expect(findFormat('swu', 'swu-twin-suns')?.multiplayer).toBe(true);
  });

  it('does not find a format under the wrong game', () => {
    expect(findFormat('swtcg', 'swu-premier')).toBeUndefined();
    expect(findGame('pokemon')).toBeUndefined();
  });

  it('recognises game ids', () => {
    expect(isGameId('destiny')).toBe(true);
    expect(isGameId('Destiny')).toBe(false);
    expect(isGameId(3)).toBe(false);
  });
});
