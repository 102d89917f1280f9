import type { EventCommand, EventCommandResult } from './commands';
import type { EventState } from './event-state';
import { alreadyStarted, conflict } from './refusals';

type UpdateSettings = Extract<EventCommand, { type: 'update-settings' }>;

/**
 * The organizer changes the event's settings (set, pods, clock, rounds, decklists, cap, day) while it
 * is in registration; once it starts (a draft or sealed start, or round 1 of a constructed event) the
 * settings are what the event runs with. The cap never goes below the players already in.
 */
export function updateSettings(event: EventState, command: UpdateSettings): EventCommandResult {
  if (event.status !== 'registration') {
    return alreadyStarted('The event has started: its settings can no longer change.');
  }
  const { maxPlayers, decklists, playerCount } = command;
  if (maxPlayers < playerCount) {
    return conflict(`${playerCount} players are in already: the player cap cannot go below that.`);
  }
  return { ok: true, event: { ...event, maxPlayers, decklists }, changes: [{ type: 'settings-changed' }] };
}
