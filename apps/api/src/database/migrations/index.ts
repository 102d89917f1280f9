import { EventsAndPlayers1763762400000 } from './1763762400000-events-and-players';

/** Every migration, oldest first. They run at start-up; `synchronize` is never used. */
export const MIGRATIONS = [EventsAndPlayers1763762400000];
