import type { EventChange } from './commands';
import type { EventState, EventStatus } from './event-state';

/** The one function that writes an event's status; `status-changed` only when it really changes. */
export function moveTo(
  event: Omit<EventState, 'status'> & { status?: EventStatus },
  to: EventStatus,
): { event: EventState; changes: EventChange[] } {
  const from = event.status;
  const changes: EventChange[] = from !== undefined && from !== to ? [{ type: 'status-changed', from, to }] : [];
  return { event: { ...event, status: to }, changes };
}
