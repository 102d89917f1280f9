import fc from 'fast-check';
import type { EventCommand } from '../lib/commands';
import { createEvent, STATUS_ORDER, type EventState } from '../lib/event-state';

const CODES = ['ABCD-2345', 'WXYZ-6789'];

/** Any event state, reachable or not. */
export const anyEvent: fc.Arbitrary<EventState> = fc.record({
  status: fc.constantFrom(...STATUS_ORDER),
  formatKind: fc.constantFrom('constructed', 'sealed', 'draft'),
  registrationOpen: fc.boolean(),
  roundsCount: fc.nat(6),
  topCutSize: fc.constantFrom(null, 2, 4, 8),
  joinCode: fc.constantFrom(...CODES),
  maxPlayers: fc.integer({ min: 2, max: 12 }),
  decklists: fc.constantFrom('required', 'optional', 'none'),
});

/** A brand-new event of any format. */
export const newEvent: fc.Arbitrary<EventState> = fc
  .record({
    formatKind: fc.constantFrom('constructed', 'sealed', 'draft'),
    joinCode: fc.constantFrom(...CODES),
    maxPlayers: fc.integer({ min: 2, max: 12 }),
    decklists: fc.constantFrom('required', 'optional', 'none'),
  })
  .map(createEvent);

export const anyCommand: fc.Arbitrary<EventCommand> = fc.oneof(
  fc.record({
    type: fc.constant('join'),
    by: fc.constantFrom('organizer', 'join-code'),
    joinCode: fc.option(fc.constantFrom(...CODES), { nil: undefined }),
    playerCount: fc.nat(14),
  }),
  fc.record({ type: fc.constant('drop'), playerId: fc.constantFrom('p1', 'p2'), alreadyDropped: fc.boolean() }),
  fc.record({
    type: fc.constant('reinstate'),
    playerId: fc.constantFrom('p1', 'p2'),
    droppedAfterRound: fc.option(fc.nat(6), { nil: null }),
  }),
  fc.record({ type: fc.constant('set-registration'), open: fc.boolean() }),
  fc.record({ type: fc.constant('rotate-join-code'), joinCode: fc.constantFrom(...CODES) }),
  fc.record({ type: fc.constant('seat'), activePlayers: fc.nat(3) }),
  fc.record({ type: fc.constant('start'), activePlayers: fc.nat(3) }),
  fc.record({ type: fc.constant('finish-draft'), podsFinished: fc.boolean() }),
  fc.record({ type: fc.constant('register-deck') }),
  fc.record({ type: fc.constant('pair') }),
  fc.record({ type: fc.constant('result'), stage: fc.constantFrom('swiss', 'top-cut') }),
  fc.record({ type: fc.constant('top-cut'), size: fc.constantFrom(2, 4, 8) }),
  fc.record({ type: fc.constant('finish') }),
) as fc.Arbitrary<EventCommand>;
