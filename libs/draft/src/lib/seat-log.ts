import type { DraftLog } from './types';

/**
 * One seat's part of a draft log (contract rev 2 "draft-log": a player reads only their own seat until
 * the event is finished): the packs that seat opened, as generated, and the picks that seat made, in
 * order. Nothing of another pod or another seat, so no opponent's pool can be rebuilt from it.
 */
export function draftLogForSeat(log: DraftLog, podId: string, seat: number): DraftLog {
  return {
    packs: log.packs.filter((pack) => pack.podId === podId && pack.seat === seat),
    picks: log.picks.filter((pick) => pick.podId === podId && pick.seat === seat),
  };
}

/** The logs of several pods as one log, pods in the given order. */
export function mergeDraftLogs(logs: readonly DraftLog[]): DraftLog {
  return { packs: logs.flatMap((log) => log.packs), picks: logs.flatMap((log) => log.picks) };
}
