import { applyEventCommand } from './apply-event-command';
import type { EventCommand, EventCommandResult } from './commands';
import { acceptsJoinCode, createEvent, type EventState } from './event-state';

const fresh = (overrides: Partial<EventState> = {}): EventState => ({
  ...createEvent({ formatKind: 'draft', joinCode: 'ABCD-2345', maxPlayers: 8, decklists: 'none' }),
  ...overrides,
});

const refusal = (result: EventCommandResult) => (result.ok ? null : result.error);
const accepted = (result: EventCommandResult) => {
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  return result;
};

describe('createEvent', () => {
  it('opens in registration with joins open, no round and no cut', () => {
    expect(fresh()).toEqual({
      status: 'registration',
      formatKind: 'draft',
      registrationOpen: true,
      roundsCount: 0,
      topCutSize: null,
      joinCode: 'ABCD-2345',
      maxPlayers: 8,
      decklists: 'none',
    });
  });
});

describe('acceptsJoinCode', () => {
  it('needs both status registration and the switch open', () => {
    expect(acceptsJoinCode({ status: 'registration', registrationOpen: true })).toBe(true);
    expect(acceptsJoinCode({ status: 'registration', registrationOpen: false })).toBe(false);
    expect(acceptsJoinCode({ status: 'drafting', registrationOpen: true })).toBe(false);
  });
});

describe('join', () => {
  const byCode = (joinCode: string | undefined, playerCount = 0): EventCommand => ({
    type: 'join',
    by: 'join-code',
    joinCode,
    playerCount,
  });
  const byOrganizer = (playerCount = 0): EventCommand => ({ type: 'join', by: 'organizer', playerCount });

  it('takes a player with the right code, starting with round 1', () => {
    expect(accepted(applyEventCommand(fresh(), byCode('ABCD-2345'))).changes).toEqual([
      { type: 'player-joined', firstRound: 1 },
    ]);
  });

  it('refuses a wrong or missing code with 403 wrong-join-code', () => {
    for (const code of ['ABCD-2346', undefined, '']) {
      expect(refusal(applyEventCommand(fresh(), byCode(code)))).toEqual({
        status: 403,
        code: 'wrong-join-code',
        detail: 'That join code does not open this event.',
      });
    }
  });

  it('checks the code before whether registration is open', () => {
    const closed = fresh({ registrationOpen: false });
    expect(refusal(applyEventCommand(closed, byCode('WRONG-0000')))?.code).toBe('wrong-join-code');
  });

  it('refuses the code once the organizer closed registration, or once the event started', () => {
    const closed = {
      status: 409,
      code: 'registration-closed',
      detail: 'Registration for this event is closed; ask the organizer to add you.',
    };
    expect(refusal(applyEventCommand(fresh({ registrationOpen: false }), byCode('ABCD-2345')))).toEqual(closed);
    expect(refusal(applyEventCommand(fresh({ status: 'playing' }), byCode('ABCD-2345')))).toEqual(closed);
  });

  it('lets the organizer add a player any time before the end, closed or not, without a code', () => {
    for (const status of ['registration', 'drafting', 'deckbuilding', 'playing', 'top-cut'] as const) {
      expect(applyEventCommand(fresh({ status, registrationOpen: false }), byOrganizer()).ok).toBe(true);
    }
    expect(refusal(applyEventCommand(fresh({ status: 'finished' }), byOrganizer()))?.code).toBe('registration-closed');
  });

  it('a late entry starts with the next round', () => {
    const late = accepted(applyEventCommand(fresh({ status: 'playing', roundsCount: 3 }), byOrganizer()));
    expect(late.changes).toEqual([{ type: 'player-joined', firstRound: 4 }]);
  });

  it('never takes more than maxPlayers (dropped players count)', () => {
    expect(applyEventCommand(fresh(), byCode('ABCD-2345', 7)).ok).toBe(true);
    expect(refusal(applyEventCommand(fresh(), byCode('ABCD-2345', 8)))).toEqual({
      status: 409,
      code: 'too-many-players',
      detail: 'This event takes at most 8 players.',
    });
    expect(refusal(applyEventCommand(fresh(), byOrganizer(9)))?.code).toBe('too-many-players');
  });
});

describe('drop', () => {
  it('drops after the rounds paired so far, in any status', () => {
    for (const status of ['registration', 'playing', 'finished'] as const) {
      const result = accepted(
        applyEventCommand(fresh({ status, roundsCount: 2 }), { type: 'drop', playerId: 'p1', alreadyDropped: false }),
      );
      expect(result.changes).toEqual([{ type: 'player-dropped', playerId: 'p1', afterRound: 2 }]);
    }
  });

  it('dropping twice is harmless and changes nothing', () => {
    const event = fresh();
    expect(applyEventCommand(event, { type: 'drop', playerId: 'p1', alreadyDropped: true })).toEqual({
      ok: true,
      event,
      changes: [],
    });
  });
});

describe('registration controls', () => {
  it('closes and reopens joins in any status', () => {
    const closed = accepted(applyEventCommand(fresh({ status: 'playing' }), { type: 'set-registration', open: false }));
    expect(closed.event.registrationOpen).toBe(false);
    expect(closed.changes).toEqual([{ type: 'registration-changed', open: false }]);
  });

  it('rotates the join code: the old one stops working', () => {
    const rotated = accepted(applyEventCommand(fresh(), { type: 'rotate-join-code', joinCode: 'WXYZ-6789' }));
    expect(rotated.event.joinCode).toBe('WXYZ-6789');
    expect(rotated.changes).toEqual([{ type: 'join-code-changed', joinCode: 'WXYZ-6789' }]);
    const join = { type: 'join', by: 'join-code', joinCode: 'ABCD-2345', playerCount: 0 } as const;
    expect(refusal(applyEventCommand(rotated.event, join))?.code).toBe('wrong-join-code');
  });
});

describe('seat', () => {
  it('seats (and reseats) during registration, changing nothing in the event', () => {
    expect(applyEventCommand(fresh(), { type: 'seat', activePlayers: 5 })).toEqual({
      ok: true,
      event: fresh(),
      changes: [],
    });
  });

  it('refuses once the draft has started', () => {
    expect(refusal(applyEventCommand(fresh({ status: 'drafting' }), { type: 'seat', activePlayers: 5 }))).toEqual({
      status: 409,
      code: 'already-started',
      detail: 'The draft has started.',
    });
  });

  it('refuses with nobody to seat', () => {
    expect(refusal(applyEventCommand(fresh(), { type: 'seat', activePlayers: 0 }))).toEqual({
      status: 409,
      code: 'conflict',
      detail: 'No players have joined yet.',
    });
  });
});

describe('start', () => {
  it('a draft goes to drafting, a sealed event to deckbuilding', () => {
    expect(accepted(applyEventCommand(fresh(), { type: 'start', activePlayers: 3 })).changes).toEqual([
      { type: 'status-changed', from: 'registration', to: 'drafting' },
    ]);
    const sealed = accepted(applyEventCommand(fresh({ formatKind: 'sealed' }), { type: 'start', activePlayers: 3 }));
    expect(sealed.event.status).toBe('deckbuilding');
  });

  it('refuses to start twice', () => {
    expect(refusal(applyEventCommand(fresh({ status: 'deckbuilding' }), { type: 'start', activePlayers: 3 }))).toEqual({
      status: 409,
      code: 'already-started',
      detail: 'This event has already started.',
    });
  });

  it('a constructed event has nothing to open', () => {
    expect(
      refusal(applyEventCommand(fresh({ formatKind: 'constructed' }), { type: 'start', activePlayers: 3 })),
    ).toEqual({
      status: 409,
      code: 'conflict',
      detail: 'Constructed events have nothing to open: register decks and pair round 1.',
    });
  });

  it('refuses with no active player', () => {
    expect(refusal(applyEventCommand(fresh({ formatKind: 'sealed' }), { type: 'start', activePlayers: 0 }))).toEqual({
      status: 409,
      code: 'conflict',
      detail: 'No players have joined yet.',
    });
  });
});

describe('finish-draft', () => {
  it('moves to deckbuilding when the last pod finishes', () => {
    const result = accepted(
      applyEventCommand(fresh({ status: 'drafting' }), { type: 'finish-draft', podsFinished: true }),
    );
    expect(result.event.status).toBe('deckbuilding');
    expect(result.changes).toEqual([{ type: 'status-changed', from: 'drafting', to: 'deckbuilding' }]);
  });

  it('changes nothing while pods are still drafting, or when the event moved on already', () => {
    const drafting = fresh({ status: 'drafting' });
    expect(applyEventCommand(drafting, { type: 'finish-draft', podsFinished: false })).toEqual({
      ok: true,
      event: drafting,
      changes: [],
    });
    const building = fresh({ status: 'deckbuilding' });
    expect(applyEventCommand(building, { type: 'finish-draft', podsFinished: true })).toEqual({
      ok: true,
      event: building,
      changes: [],
    });
  });
});

describe('register-deck', () => {
  it('is open until round 1 is paired', () => {
    expect(applyEventCommand(fresh({ status: 'deckbuilding' }), { type: 'register-deck' }).ok).toBe(true);
    expect(refusal(applyEventCommand(fresh({ status: 'playing', roundsCount: 1 }), { type: 'register-deck' }))).toEqual(
      {
        status: 409,
        code: 'deck-locked',
        detail: 'Decks are locked once round 1 is paired; ask a judge.',
      },
    );
  });
});

describe('pair', () => {
  it('a constructed event pairs round 1 from registration and goes to playing', () => {
    const result = accepted(applyEventCommand(fresh({ formatKind: 'constructed' }), { type: 'pair' }));
    expect(result.event).toMatchObject({ status: 'playing', roundsCount: 1 });
    expect(result.changes).toEqual([
      { type: 'status-changed', from: 'registration', to: 'playing' },
      { type: 'round-paired', round: 1 },
    ]);
  });

  it('a limited event pairs from deckbuilding; later rounds change only the round count', () => {
    expect(accepted(applyEventCommand(fresh({ status: 'deckbuilding' }), { type: 'pair' })).event.status).toBe(
      'playing',
    );
    const next = accepted(applyEventCommand(fresh({ status: 'playing', roundsCount: 2 }), { type: 'pair' }));
    expect(next.event.roundsCount).toBe(3);
    expect(next.changes).toEqual([{ type: 'round-paired', round: 3 }]);
  });

  it('refuses before the event is ready with not-started', () => {
    for (const [formatKind, status] of [
      ['draft', 'registration'],
      ['draft', 'drafting'],
      ['sealed', 'registration'],
    ] as const) {
      expect(refusal(applyEventCommand(fresh({ formatKind, status }), { type: 'pair' }))).toEqual({
        status: 409,
        code: 'not-started',
        detail: `Rounds cannot be paired while the event is ${status}.`,
      });
    }
  });

  it('refuses after the Swiss rounds with conflict', () => {
    for (const status of ['top-cut', 'finished'] as const) {
      expect(refusal(applyEventCommand(fresh({ formatKind: 'constructed', status }), { type: 'pair' }))).toEqual({
        status: 409,
        code: 'conflict',
        detail: `Rounds cannot be paired while the event is ${status}.`,
      });
    }
  });
});

describe('result', () => {
  it('has no status rule', () => {
    for (const status of ['registration', 'playing', 'top-cut', 'finished'] as const) {
      const event = fresh({ status });
      expect(applyEventCommand(event, { type: 'result', stage: 'swiss' })).toEqual({ ok: true, event, changes: [] });
    }
  });
});

describe('top-cut and finish', () => {
  it('cuts from playing, remembering the size', () => {
    const result = accepted(
      applyEventCommand(fresh({ status: 'playing', roundsCount: 3 }), { type: 'top-cut', size: 8 }),
    );
    expect(result.event).toMatchObject({ status: 'top-cut', topCutSize: 8, roundsCount: 3 });
    expect(result.changes).toEqual([
      { type: 'status-changed', from: 'playing', to: 'top-cut' },
      { type: 'top-cut-created', size: 8 },
    ]);
  });

  it('refuses a cut outside playing', () => {
    expect(refusal(applyEventCommand(fresh({ status: 'deckbuilding' }), { type: 'top-cut', size: 8 }))).toEqual({
      status: 409,
      code: 'conflict',
      detail: 'A top cut follows the Swiss rounds; the event is deckbuilding.',
    });
    expect(refusal(applyEventCommand(fresh({ status: 'top-cut' }), { type: 'top-cut', size: 4 }))?.code).toBe(
      'conflict',
    );
  });

  it('the final of the top cut finishes the event; nothing else does', () => {
    expect(accepted(applyEventCommand(fresh({ status: 'top-cut' }), { type: 'finish' })).changes).toEqual([
      { type: 'status-changed', from: 'top-cut', to: 'finished' },
    ]);
    expect(refusal(applyEventCommand(fresh({ status: 'playing' }), { type: 'finish' }))?.code).toBe('conflict');
    expect(refusal(applyEventCommand(fresh({ status: 'finished' }), { type: 'finish' }))?.status).toBe(409);
  });
});
