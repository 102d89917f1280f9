import fc from 'fast-check';
import { createDraft } from './create-draft';
import { pickCommand } from './engine';
import { fixtureInput, ok } from './testing/fixtures';
import type { DraftState } from './types';
import { draftedLeaders, isFinished, leadersMayChange, viewFor } from './views';

const T0 = Date.UTC(2026, 0, 10, 18, 0, 0);

/** Every seat with a pack picks card `choice` of it (modulo its size), seats in `order`, until the draft ends. */
function* picksToTheEnd(start: DraftState, order: number[], choice: number) {
  let state = start;
  while (!isFinished(state)) {
    const seat = order.find((s) => viewFor(state, s).pack !== null);
    if (seat === undefined) throw new Error('no seat can pick');
    const pack = viewFor(state, seat).pack;
    if (pack === null) throw new Error('the seat lost its pack');
    const result = pickCommand(state, seat, pack.id, pack.cards[choice % pack.cards.length].instanceId, T0);
    if (!result.ok) throw new Error(result.error.message);
    yield { before: state, after: result.state, events: result.events };
    state = result.state;
  }
}

describe('leadersMayChange', () => {
  it('is false for every pick that leaves the drafted leaders as they were, true for the leader picks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.nat(20), fc.integer(), (seats, choice, shuffle) => {
        const start = ok(createDraft(fixtureInput({ game: 'swu', seats }), T0));
        const order = [...Array(seats).keys()].sort(
          (a, b) => ((a * 7919 + shuffle) % 13) - ((b * 7919 + shuffle) % 13),
        );
        let leaderPicks = 0;
        for (const { before, after, events } of picksToTheEnd(start, order, choice)) {
          const changed = JSON.stringify(draftedLeaders(before)) !== JSON.stringify(draftedLeaders(after));
          if (!leadersMayChange(after, events)) expect(changed).toBe(false);
          if (changed) leaderPicks += 1;
        }
        expect(leaderPicks).toBeGreaterThan(0);
      }),
      { numRuns: 20 },
    );
  });

  it('is false for a pick of a later pack, true when the draft ends, false in a game without leaders', () => {
    const picks = [...picksToTheEnd(ok(createDraft(fixtureInput({ game: 'swu', seats: 2 }), T0)), [0, 1], 0)];
    const later = picks.find((p) => p.before.rounds[p.before.round].packNumber === 2);
    expect(later && leadersMayChange(later.after, later.events)).toBe(false);
    const last = picks[picks.length - 1];
    expect(leadersMayChange(last.after, last.events)).toBe(true);
    const swtcg = [...picksToTheEnd(ok(createDraft(fixtureInput({ game: 'swtcg', seats: 2 }), T0)), [0, 1], 0)];
    expect(swtcg.slice(0, -1).some((p) => leadersMayChange(p.after, p.events))).toBe(false);
  });
});
