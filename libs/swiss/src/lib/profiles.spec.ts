import { PROFILES, primaryScore, profileFor } from './profiles';

describe('primaryScore', () => {
  const record = { matchWins: 3, matchPoints: 10 };

  it('is match wins for swu (as Melee) and match points for every other profile', () => {
    expect(primaryScore(PROFILES.swu, record)).toBe(3);
    expect(primaryScore(profileFor('swu', undefined, { matchFormat: 'bo1' }), record)).toBe(3);
    for (const id of ['mtr', 'destiny', 'swtcg', 'dbg', 'pods'] as const) {
      expect([id, primaryScore(PROFILES[id], record)]).toEqual([id, 10]);
    }
  });
});
