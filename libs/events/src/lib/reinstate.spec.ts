import fc from 'fast-check';
import { anyEvent } from '../testing/arbitraries';
import { applyEventCommand } from './apply-event-command';
import { createEvent, type EventState } from './event-state';

const event = (overrides: Partial<EventState> = {}): EventState => ({
  ...createEvent({ formatKind: 'sealed', joinCode: 'ABCD-2345', maxPlayers: 8, decklists: 'none' }),
  ...overrides,
});

describe('reinstate', () => {
  it('undoes a drop made this round: paired again from the next round, nothing missed', () => {
    const result = applyEventCommand(event({ status: 'playing', roundsCount: 2 }), {
      type: 'reinstate',
      playerId: 'p1',
      droppedAfterRound: 2,
    });
    expect(result).toEqual({
      ok: true,
      event: event({ status: 'playing', roundsCount: 2 }),
      changes: [{ type: 'player-reinstated', playerId: 'p1', fromRound: 3, missedRounds: [] }],
    });
  });

  it('names the rounds paired while the player was out (they count as losses)', () => {
    const result = applyEventCommand(event({ status: 'playing', roundsCount: 4 }), {
      type: 'reinstate',
      playerId: 'p1',
      droppedAfterRound: 1,
    });
    expect(result.ok && result.changes).toEqual([
      { type: 'player-reinstated', playerId: 'p1', fromRound: 5, missedRounds: [2, 3, 4] },
    ]);
  });

  it('takes back a drop before round 1 in every status before play', () => {
    for (const status of ['registration', 'drafting', 'deckbuilding'] as const) {
      const result = applyEventCommand(event({ status }), { type: 'reinstate', playerId: 'p1', droppedAfterRound: 0 });
      expect(result.ok && result.changes).toEqual([
        { type: 'player-reinstated', playerId: 'p1', fromRound: 1, missedRounds: [] },
      ]);
    }
  });

  it('changes nothing for a player who is in', () => {
    const result = applyEventCommand(event({ status: 'playing', roundsCount: 1 }), {
      type: 'reinstate',
      playerId: 'p1',
      droppedAfterRound: null,
    });
    expect(result.ok && result.changes).toEqual([]);
  });

  it('is refused in the top cut and after the end with 409 cannot-reinstate', () => {
    for (const status of ['top-cut', 'finished'] as const) {
      const result = applyEventCommand(event({ status, roundsCount: 3 }), {
        type: 'reinstate',
        playerId: 'p1',
        droppedAfterRound: 3,
      });
      expect(result.ok ? null : { status: result.error.status, code: result.error.code }).toEqual({
        status: 409,
        code: 'cannot-reinstate',
      });
    }
  });

  it('never changes the event, and the missed rounds are exactly those after the drop (property)', () => {
    fc.assert(
      fc.property(anyEvent, fc.nat(6), (state, dropped) => {
        const droppedAfterRound = Math.min(dropped, state.roundsCount);
        const result = applyEventCommand(state, { type: 'reinstate', playerId: 'p', droppedAfterRound });
        if (!result.ok) return;
        expect(result.event).toEqual(state);
        const [change] = result.changes;
        if (change?.type !== 'player-reinstated') throw new Error('expected player-reinstated');
        expect(change.fromRound).toBe(state.roundsCount + 1);
        expect(change.missedRounds.length).toBe(state.roundsCount - droppedAfterRound);
        expect(change.missedRounds.every((r) => r > droppedAfterRound && r <= state.roundsCount)).toBe(true);
      }),
    );
  });
});
