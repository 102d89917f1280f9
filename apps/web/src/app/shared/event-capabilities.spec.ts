import type { EventStatus, PublicEventView } from '@cantina/contract';
import { eventCapabilities, eventStateOf, hasStarted } from './event-capabilities';

const view = (format: string, status: EventStatus, rounds = 0): PublicEventView => ({
  id: 'e1',
  name: 'Friday',
  game: 'swu',
  format,
  set: null,
  status,
  players: [],
  rounds,
  createdAt: '2026-11-25T20:00:00.000Z',
  registrationOpen: status === 'registration',
});

const organizer = { role: 'organizer' } as const;

describe('event capabilities in the web', () => {
  it('reads the aggregate from the public view', () => {
    expect(eventStateOf(view('swu-sealed', 'playing', 2))).toMatchObject({
      status: 'playing',
      formatKind: 'sealed',
      roundsCount: 2,
      registrationOpen: false,
    });
    expect(eventStateOf(view('no-such-format', 'registration'))).toBeNull();
  });

  it('a sealed event starts from registration; a constructed one pairs round 1 instead', () => {
    expect(eventCapabilities(view('swu-sealed', 'registration'), organizer)).toMatchObject({
      canStart: true,
      canPair: false,
    });
    expect(eventCapabilities(view('swu-premier', 'registration'), organizer)).toMatchObject({
      canStart: false,
      canPair: true,
    });
  });

  it('limited events pair once deck building is under way, never after the Swiss rounds', () => {
    expect(eventCapabilities(view('swu-sealed', 'deckbuilding'), organizer).canPair).toBe(true);
    expect(eventCapabilities(view('swu-sealed', 'top-cut', 4), organizer).canPair).toBe(false);
  });

  it('players get no organizer action, and nothing for an unknown format', () => {
    expect(eventCapabilities(view('swu-sealed', 'registration'), { role: 'player', playerId: 'p1' }).canStart).toBe(
      false,
    );
    expect(Object.values(eventCapabilities(view('no-such-format', 'registration'), organizer))).not.toContain(true);
  });

  it('an event has started once it leaves registration', () => {
    expect(hasStarted(view('swu-draft', 'registration'))).toBe(false);
    expect(hasStarted(view('swu-premier', 'registration'))).toBe(false);
    for (const status of ['drafting', 'deckbuilding', 'playing', 'top-cut', 'finished'] as const) {
      expect(hasStarted(view('swu-draft', status))).toBe(true);
    }
  });
});
