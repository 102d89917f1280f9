import { lateEntryNote, reinstateNote } from './late-entry';

describe('lateEntryNote', () => {
  it('says nothing during registration', () => {
    expect(lateEntryNote('registration', 0)).toBeNull();
  });

  it('names the first round and the rounds counted as losses once rounds are paired', () => {
    expect(lateEntryNote('playing', 1)).toEqual({ key: 'late.missedOne', params: { next: 2, last: 1 } });
    expect(lateEntryNote('playing', 3)).toEqual({ key: 'late.missedMany', params: { next: 4, last: 3 } });
  });

  it('says the player joins the rounds from round 1 before any round is paired', () => {
    for (const status of ['drafting', 'deckbuilding'] as const) {
      expect(lateEntryNote(status, 0)?.key).toBe('late.beforeRounds');
    }
    expect(lateEntryNote('playing', 0)?.key).toBe('late.beforeRounds');
  });

  it('warns in the top cut and after the end', () => {
    expect(lateEntryNote('top-cut', 5)?.key).toBe('late.topCut');
    expect(lateEntryNote('finished', 5)?.key).toBe('late.finished');
  });
});

describe('reinstateNote', () => {
  it('pairs a reinstated player from the next round', () => {
    expect(reinstateNote('playing', 2)).toEqual({ key: 'undo.fromRound', params: { next: 3 } });
    expect(reinstateNote('registration', 0)?.key).toBe('undo.beforeRounds');
  });

  it('offers no undo once the top cut is made', () => {
    expect(reinstateNote('top-cut', 3)).toBeNull();
    expect(reinstateNote('finished', 3)).toBeNull();
  });
});
