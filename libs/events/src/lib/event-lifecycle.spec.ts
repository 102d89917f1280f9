import fc from 'fast-check';
import { anyCommand, anyEvent, newEvent } from '../testing/arbitraries';
import { applyEventCommand } from './apply-event-command';
import { STATUS_ORDER, type EventState, type EventStatus } from './event-state';

const rank = (status: EventStatus) => STATUS_ORDER.indexOf(status);

/** Every status an event of this format passes through, in order (constructed skips to playing). */
const pathOf = (event: EventState): EventStatus[] => {
  switch (event.formatKind) {
    case 'constructed':
      return ['registration', 'playing', 'top-cut', 'finished'];
    case 'sealed':
      return ['registration', 'deckbuilding', 'playing', 'top-cut', 'finished'];
    case 'draft':
      return ['registration', 'drafting', 'deckbuilding', 'playing', 'top-cut', 'finished'];
  }
};

describe('the event lifecycle (properties)', () => {
  it('status only moves forward, one step along its format’s path', () => {
    fc.assert(
      fc.property(anyEvent, anyCommand, (event, command) => {
        const result = applyEventCommand(event, command);
        if (!result.ok) return;
        const path = pathOf(event);
        const from = path.indexOf(event.status);
        const to = path.indexOf(result.event.status);
        if (from < 0) return; // a status the format never reaches: only forward is checked below
        expect(to === from || to === from + 1).toBe(true);
      }),
    );
    fc.assert(
      fc.property(anyEvent, anyCommand, (event, command) => {
        const result = applyEventCommand(event, command);
        if (result.ok) expect(rank(result.event.status)).toBeGreaterThanOrEqual(rank(event.status));
      }),
    );
  });

  it('from a new event, every sequence of commands stays on the format’s path', () => {
    fc.assert(
      fc.property(newEvent, fc.array(anyCommand, { maxLength: 40 }), (start, commands) => {
        let event = start;
        const path = pathOf(start);
        for (const command of commands) {
          const result = applyEventCommand(event, command);
          if (result.ok) event = result.event;
          expect(path).toContain(event.status);
        }
      }),
    );
  });

  it('roundsCount never decreases and grows only by pairing one round', () => {
    fc.assert(
      fc.property(anyEvent, anyCommand, (event, command) => {
        const result = applyEventCommand(event, command);
        if (!result.ok) return;
        const grew = result.event.roundsCount - event.roundsCount;
        expect(grew).toBe(command.type === 'pair' ? 1 : 0);
      }),
    );
  });

  it('a refused command changes nothing, and never mutates its input', () => {
    fc.assert(
      fc.property(anyEvent, anyCommand, (event, command) => {
        const before = structuredClone(event);
        const frozen = Object.freeze({ ...event });
        const result = applyEventCommand(frozen, command);
        expect(event).toEqual(before);
        if (!result.ok) expect([403, 409]).toContain(result.error.status);
      }),
    );
  });

  it('status-changed is emitted exactly when the status differs, with the right from and to', () => {
    fc.assert(
      fc.property(anyEvent, anyCommand, (event, command) => {
        const result = applyEventCommand(event, command);
        if (!result.ok) return;
        const statusChanges = result.changes.filter((c) => c.type === 'status-changed');
        if (result.event.status === event.status) expect(statusChanges).toEqual([]);
        else expect(statusChanges).toEqual([{ type: 'status-changed', from: event.status, to: result.event.status }]);
      }),
    );
  });

  it('a command that reports no change leaves the event equal', () => {
    fc.assert(
      fc.property(anyEvent, anyCommand, (event, command) => {
        const result = applyEventCommand(event, command);
        if (result.ok && result.changes.length === 0) expect(result.event).toEqual(event);
      }),
    );
  });
});
