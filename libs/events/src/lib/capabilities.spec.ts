import fc from 'fast-check';
import { anyEvent } from '../testing/arbitraries';
import { applyEventCommand } from './apply-event-command';
import { capabilities, type Who } from './capabilities';
import { createEvent, type EventState } from './event-state';

const organizer: Who = { role: 'organizer' };
const player: Who = { role: 'player', playerId: 'p1' };
const anonymous: Who = { role: 'anonymous' };

const event = (overrides: Partial<EventState> = {}): EventState => ({
  ...createEvent({ formatKind: 'draft', joinCode: 'ABCD-2345', maxPlayers: 8, decklists: 'none' }),
  ...overrides,
});

const granted = (who: Who, state: EventState) =>
  Object.entries(capabilities(state, who))
    .filter(([, can]) => can)
    .map(([name]) => name)
    .sort();

describe('capabilities', () => {
  it('a new draft: the organizer adds, seats and starts; a visitor joins with the code', () => {
    expect(granted(organizer, event())).toEqual([
      'canAddPlayer',
      'canChangeRegistration',
      'canDrop',
      'canRegisterDeck',
      'canReportResult',
      'canSeat',
      'canStart',
    ]);
    expect(granted(anonymous, event())).toEqual(['canJoinWithCode']);
    expect(granted(player, event())).toEqual(['canDrop', 'canRegisterDeck', 'canReportResult']);
  });

  it('a visitor cannot join with the code once it is closed', () => {
    expect(capabilities(event({ registrationOpen: false }), anonymous).canJoinWithCode).toBe(false);
    expect(capabilities(event({ status: 'drafting' }), anonymous).canJoinWithCode).toBe(false);
  });

  it('a constructed event is paired from registration, not started', () => {
    const constructed = capabilities(event({ formatKind: 'constructed' }), organizer);
    expect(constructed).toMatchObject({ canStart: false, canPair: true, canCreateTopCut: false });
  });

  it('playing: pair the next round or cut; decks are locked', () => {
    const playing = capabilities(event({ status: 'playing', roundsCount: 3 }), organizer);
    expect(playing).toMatchObject({ canPair: true, canCreateTopCut: true, canRegisterDeck: false, canSeat: false });
  });

  it('finished: the organizer can add nobody and pair nothing', () => {
    const finished = capabilities(event({ status: 'finished', roundsCount: 5, topCutSize: 8 }), organizer);
    expect(finished).toMatchObject({ canAddPlayer: false, canPair: false, canCreateTopCut: false, canStart: false });
  });

  it('only the organizer gets organizer actions, whatever the state', () => {
    fc.assert(
      fc.property(anyEvent, fc.constantFrom(player, anonymous), (state, who) => {
        const can = capabilities(state, who);
        expect([
          can.canAddPlayer,
          can.canChangeRegistration,
          can.canSeat,
          can.canStart,
          can.canPair,
          can.canCreateTopCut,
        ]).toEqual([false, false, false, false, false, false]);
      }),
    );
  });

  it('agree with applyEventCommand for the organizer (property)', () => {
    fc.assert(
      fc.property(anyEvent, fc.integer({ min: 1, max: 8 }), (state, players) => {
        const can = capabilities(state, organizer);
        const ok = (command: Parameters<typeof applyEventCommand>[1]) => applyEventCommand(state, command).ok;
        expect(can.canStart).toBe(ok({ type: 'start', activePlayers: players }));
        expect(can.canSeat).toBe(ok({ type: 'seat', activePlayers: players }));
        expect(can.canPair).toBe(ok({ type: 'pair' }));
        expect(can.canCreateTopCut).toBe(ok({ type: 'top-cut', size: 4 }));
        expect(can.canAddPlayer).toBe(ok({ type: 'join', by: 'organizer', playerCount: state.maxPlayers - 1 }));
        expect(can.canRegisterDeck).toBe(ok({ type: 'register-deck' }));
      }),
    );
  });

  it('agree with applyEventCommand for a visitor with the right code (property)', () => {
    fc.assert(
      fc.property(anyEvent, (state) => {
        const join = { type: 'join', by: 'join-code', joinCode: state.joinCode, playerCount: 0 } as const;
        expect(capabilities(state, anonymous).canJoinWithCode).toBe(applyEventCommand(state, join).ok);
      }),
    );
  });
});
