import { EventsAndPlayers1763762400000 } from './1763762400000-events-and-players';
import { CardSets1763766000000 } from './1763766000000-card-sets';
import { PoolsAndDecks1763770000000 } from './1763770000000-pools-and-decks';
import { DraftPods1763774000000 } from './1763774000000-draft-pods';
import { Tournament1763778000000 } from './1763778000000-tournament';
import { RateLimitsRegistrationIdempotency1763803000000 } from './1763803000000-rate-limits-registration-idempotency';
import { SocketIoAttachments1763805000000 } from './1763805000000-socket-io-attachments';
import { OneOwnerForTheEvent1763900000000 } from './1763900000000-one-owner-for-the-event';
import { CardRules1764025000000 } from './1764025000000-card-rules';
import { PlayerReentryCodes1764201000000 } from './1764201000000-player-reentry-codes';
import { MatchCounterReport1764204000000 } from './1764204000000-match-counter-report';
import { PodCommandLog1764206000000 } from './1764206000000-pod-command-log';

/** Every migration, oldest first. They run at start-up; `synchronize` is never used. */
export const MIGRATIONS = [
  EventsAndPlayers1763762400000,
  CardSets1763766000000,
  PoolsAndDecks1763770000000,
  DraftPods1763774000000,
  Tournament1763778000000,
  RateLimitsRegistrationIdempotency1763803000000,
  SocketIoAttachments1763805000000,
  OneOwnerForTheEvent1763900000000,
  CardRules1764025000000,
  PlayerReentryCodes1764201000000,
  MatchCounterReport1764204000000,
  PodCommandLog1764206000000,
];
