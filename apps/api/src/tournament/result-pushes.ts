import { IsNull, type EntityManager } from 'typeorm';
import type { EventWrite } from '../events/write/event-writer';
import { MatchEntity } from './match.entity';
import { matchView } from './round-view';

/**
 * Announces a match as it now stands (`match` push, to the whole event, what `GET .../rounds/{n}`
 * shows), and, once the result is final, whether the standings changed: a top-cut result always
 * does; a Swiss result when its round has no open match left (the round completed, or a completed
 * round was corrected). Call inside the write, after the match row was updated.
 */
export async function announceMatch(write: EventWrite, match: MatchEntity, final: boolean): Promise<void> {
  const eventId = write.row.id;
  write.announce({
    kind: 'match',
    eventId,
    push: {
      round: match.round,
      ...(match.stage !== null ? { stage: match.stage } : {}),
      match: matchView(match, write.row.game, true),
    },
  });
  if (!final) return;
  if (match.stage !== null || (await roundComplete(write.manager, eventId, match.round))) {
    write.announce({ kind: 'standings', eventId, round: match.round });
  }
}

async function roundComplete(manager: EntityManager, eventId: string, round: number): Promise<boolean> {
  const matches = await manager.find(MatchEntity, { where: { eventId, round, stage: IsNull() } });
  return matches.every((m) => m.bye || m.players.length < 2 || m.result !== null);
}
