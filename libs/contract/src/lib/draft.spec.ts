import * as engine from '@cantina/draft';
import type { DraftLog, DraftPublicView } from './draft';

/** Compiles only when `A` and `B` accept exactly the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape = <T extends true>(proof: T): T => proof;

const T0 = Date.UTC(2026, 0, 10, 18, 0, 0);

function pickedDraft(): engine.DraftState {
  const created = engine.createDraft(
    {
      podId: 'pod1',
      game: 'destiny',
      seed: 'contract',
      seats: [
        { playerId: 'p1', bot: false },
        { playerId: 'p2', bot: false },
      ],
      packs: [
        [
          [
            { instanceId: 'a1', cardId: 'C1' },
            { instanceId: 'a2', cardId: 'C2' },
            { instanceId: 'a3', cardId: 'C3' },
          ],
        ],
        [
          [
            { instanceId: 'b1', cardId: 'C4' },
            { instanceId: 'b2', cardId: 'C5' },
            { instanceId: 'b3', cardId: 'C6' },
          ],
        ],
      ],
    },
    T0,
  );
  if (!created.ok) throw new Error(created.error.message);
  const picked = engine.pickCommand(created.state, 0, 'pod1:1:0', 'a1', T0);
  if (!picked.ok) throw new Error(picked.error.message);
  return picked.state;
}

describe('draft wire types', () => {
  it('are the draft engine types, written out', () => {
    expect(sameShape<Same<DraftPublicView, engine.DraftPublicView>>(true)).toBe(true);
    expect(sameShape<Same<DraftLog, engine.DraftLog>>(true)).toBe(true);
  });

  it('describe every field of the engine’s public view of a pod', () => {
    const state = pickedDraft();
    const expected: DraftPublicView = {
      podId: 'pod1',
      game: 'destiny',
      phase: 'packs',
      packNumber: 1,
      passDirection: 'left',
      paused: false,
      seats: [
        {
          seat: 0,
          playerId: 'p1',
          bot: false,
          botControlled: false,
          pickNumber: 2,
          picks: 1,
          packs: 0,
          deadline: null,
        },
        {
          seat: 1,
          playerId: 'p2',
          bot: false,
          botControlled: false,
          pickNumber: 1,
          picks: 0,
          packs: 2,
          deadline: null,
        },
      ],
      leaders: [],
      sharedPile: [],
    };
    const view: DraftPublicView = engine.publicView(state);
    expect(view).toEqual(expected);
  });

  it('describe every field of the engine’s draft log', () => {
    const expected: DraftLog = {
      packs: [
        {
          id: 'pod1:1:0',
          podId: 'pod1',
          seat: 0,
          packNumber: 1,
          cards: [
            { instanceId: 'a1', cardId: 'C1' },
            { instanceId: 'a2', cardId: 'C2' },
            { instanceId: 'a3', cardId: 'C3' },
          ],
        },
        {
          id: 'pod1:1:1',
          podId: 'pod1',
          seat: 1,
          packNumber: 1,
          cards: [
            { instanceId: 'b1', cardId: 'C4' },
            { instanceId: 'b2', cardId: 'C5' },
            { instanceId: 'b3', cardId: 'C6' },
          ],
        },
      ],
      picks: [
        {
          podId: 'pod1',
          seat: 0,
          packNumber: 1,
          pickNumber: 1,
          packId: 'pod1:1:0',
          instanceId: 'a1',
          cardId: 'C1',
          auto: false,
        },
      ],
    };
    const log: DraftLog = engine.draftLog(pickedDraft());
    expect(log).toEqual(expected);
  });
});
