import fc from 'fast-check';
import { anyEvent } from '../testing/arbitraries';
import { applyEventCommand } from './apply-event-command';
import { createEvent, type EventState } from './event-state';

const event = (overrides: Partial<EventState> = {}): EventState => ({
  ...createEvent({ formatKind: 'draft', joinCode: 'ABCD-2345', maxPlayers: 1024, decklists: 'required' }),
  ...overrides,
});

describe('update-settings', () => {
  it('changes the cap and the decklist policy during registration', () => {
    const result = applyEventCommand(event(), {
      type: 'update-settings',
      maxPlayers: 16,
      decklists: 'optional',
      playerCount: 3,
    });
    expect(result).toEqual({
      ok: true,
      event: event({ maxPlayers: 16, decklists: 'optional' }),
      changes: [{ type: 'settings-changed' }],
    });
  });

  it('keeps the cap at or above the players already in', () => {
    const command = { type: 'update-settings', maxPlayers: 4, decklists: 'required', playerCount: 5 } as const;
    expect(applyEventCommand(event(), command)).toEqual({
      ok: false,
      error: { status: 409, code: 'conflict', detail: expect.stringContaining('5 players') },
    });
    expect(applyEventCommand(event(), { ...command, playerCount: 4 }).ok).toBe(true);
  });

  it('is refused with already-started in every status after registration, changing nothing', () => {
    fc.assert(
      fc.property(
        anyEvent.filter((e) => e.status !== 'registration'),
        fc.integer({ min: 2, max: 10_000 }),
        (before, maxPlayers) => {
          const snapshot = structuredClone(before);
          const result = applyEventCommand(before, {
            type: 'update-settings',
            maxPlayers,
            decklists: 'none',
            playerCount: 0,
          });
          expect(result.ok).toBe(false);
          expect(!result.ok && result.error.code).toBe('already-started');
          expect(before).toEqual(snapshot);
        },
      ),
    );
  });
});
