import fc from 'fast-check';
import { createDraft } from './create-draft';
import { draftLogForSeat, mergeDraftLogs } from './seat-log';
import { fixtureInput, ok } from './testing/fixtures';
import type { DraftGame, DraftState } from './types';
import { draftLog, poolOf } from './views';

const T0 = Date.UTC(2026, 0, 10, 18, 0, 0);

/** A finished pod: every seat is a bot, so the draft runs to the end as it is created. */
function finishedPod(podId: string, game: DraftGame, seats: number, seed: string): DraftState {
  const humans = Array.from({ length: seats }, () => false);
  return ok(createDraft(fixtureInput({ podId, game, seats, humans, seed, rounds: 2, packSize: 5 }), T0));
}

describe('draftLogForSeat', () => {
  it('keeps the packs one seat opened and the picks it made, of its own pod only', () => {
    const a = finishedPod('podA', 'swu', 3, 'a');
    const b = finishedPod('podB', 'swu', 3, 'b');
    const log = mergeDraftLogs([draftLog(a), draftLog(b)]);
    const mine = draftLogForSeat(log, 'podA', 1);
    // swu: one leader pack and two draft packs opened by seat 1; 3 leaders + 2 x 5 cards picked.
    expect(mine.packs.map((p) => p.id)).toEqual(
      draftLog(a)
        .packs.filter((p) => p.seat === 1)
        .map((p) => p.id),
    );
    expect(mine.packs).toHaveLength(3);
    expect(mine.picks).toHaveLength(13);
    expect(mine.picks.map(({ instanceId, cardId }) => ({ instanceId, cardId }))).toEqual(poolOf(a, 1));
    expect(JSON.stringify(mine)).not.toContain('podB');
  });

  it('is empty for a seat or pod the log does not have', () => {
    const log = draftLog(finishedPod('podA', 'destiny', 2, 'x'));
    expect(draftLogForSeat(log, 'podA', 5)).toEqual({ packs: [], picks: [] });
    expect(draftLogForSeat(log, 'elsewhere', 0)).toEqual({ packs: [], picks: [] });
  });

  it('splits a log into disjoint seat logs that together are the whole log, no other seat’s pool in any', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<DraftGame>('swu', 'destiny', 'swtcg'),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.string({ maxLength: 6 }),
        (game, seatsA, seatsB, seed) => {
          const pods = [finishedPod('podA', game, seatsA, seed), finishedPod('podB', game, seatsB, seed)];
          const log = mergeDraftLogs(pods.map(draftLog));
          const parts = pods.flatMap((pod) => pod.seats.map((_, seat) => ({ pod, seat })));
          let packs = 0;
          let picks = 0;
          for (const { pod, seat } of parts) {
            const mine = draftLogForSeat(log, pod.podId, seat);
            packs += mine.packs.length;
            picks += mine.picks.length;
            expect(mine.picks.map(({ instanceId, cardId }) => ({ instanceId, cardId }))).toEqual(poolOf(pod, seat));
            const seen = new Set([...mine.picks.map((p) => p.instanceId), ...mine.packs.map((p) => p.id)]);
            for (const other of parts.filter((o) => o.pod === pod && o.seat !== seat)) {
              for (const card of poolOf(pod, other.seat)) expect(seen.has(card.instanceId)).toBe(false);
            }
            for (const pack of mine.packs) expect([pack.podId, pack.seat]).toEqual([pod.podId, seat]);
          }
          expect(packs).toBe(log.packs.length);
          expect(picks).toBe(log.picks.length);
        },
      ),
      { numRuns: 60 },
    );
  });
});
