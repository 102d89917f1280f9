import { PROFILES, primaryScore, profileFor, SWU_MATCH_WINS_PROFILE } from './profiles';

describe('primaryScore', () => {
  const record = { matchWins: 3, matchPoints: 10 };

  it('is match points for every profile (contract rev 2), match wins only for swu scoring version 1', () => {
    for (const id of ['swu', 'mtr', 'destiny', 'swtcg', 'dbg', 'pods'] as const) {
      expect([id, primaryScore(PROFILES[id], record)]).toEqual([id, 10]);
    }
    expect(primaryScore(SWU_MATCH_WINS_PROFILE, record)).toBe(3);
    expect(primaryScore(profileFor('swu', undefined, { matchFormat: 'bo1', version: 1 }), record)).toBe(3);
    expect(primaryScore(profileFor('swu', undefined, { matchFormat: 'bo1' }), record)).toBe(10);
  });
});

describe('profileFor', () => {
  it('keeps the version an event was created with', () => {
    expect(profileFor('swu', 'swu-premier', { version: 1 })).toMatchObject({
      version: 1,
      primary: 'matchWins',
      matchDraws: false,
    });
    expect(profileFor('swu', 'swu-premier', { version: 2 })).toMatchObject({
      version: 2,
      primary: 'matchPoints',
      matchDraws: true,
    });
    expect(profileFor('swu', 'swu-premier')).toMatchObject({ version: 2 });
    // The other games score the same under both versions.
    for (const game of ['swtcg', 'destiny', 'dbg'] as const) {
      expect(profileFor(game, undefined, { version: 1 })).toEqual(profileFor(game, undefined, { version: 2 }));
    }
  });

  it('defaults to best of 3 for swu and swtcg, best of 1 for destiny and dbg; the event setting overrides', () => {
    expect([
      profileFor('swu').bestOf,
      profileFor('swtcg').bestOf,
      profileFor('destiny').bestOf,
      profileFor('dbg').bestOf,
    ]).toEqual([3, 3, 1, 1]);
    expect(profileFor('swu', undefined, { matchFormat: 'bo1' })).toMatchObject({ bestOf: 1, gamesToWin: 1 });
    expect(profileFor('destiny', undefined, { matchFormat: 'bo3' })).toMatchObject({ bestOf: 3, gamesToWin: 2 });
  });

  it('orders every game by match points, then OMW, GW, OGW, floor 1/3', () => {
    for (const profile of Object.values(PROFILES)) {
      expect([profile.id, profile.primary, profile.tiebreakers, profile.floor]).toEqual([
        profile.id,
        'matchPoints',
        ['omw', 'gw', 'ogw'],
        { num: 1, den: 3 },
      ]);
    }
  });
});
