import { packsForSeat, prepareSet, splitPackForDraft } from '@cantina/boosters';
import {
  cardInfoFromCard,
  type BotCardInfo,
  type CreateDraftInput,
  type DraftCard,
  type SeatAssignment,
} from '@cantina/draft';
import type { CardSet } from '@cantina/games';

export interface PodDraftInput {
  podId: string;
  seats: SeatAssignment[];
  /** Index of the pod's seat 0 among all seats of the event: seat packs never repeat across pods. */
  firstSeat: number;
}

/**
 * The engine input of each pod: every seat's packs from the event seed (bots' seats too), split into
 * leaders, draft picks and the pod's shared pile (swu: tokens and common bases; contract "Limited play").
 */
export function draftInputs(
  set: CardSet,
  seed: string,
  packsPerPlayer: number,
  pods: PodDraftInput[],
  timer: CreateDraftInput['timer'],
): CreateDraftInput[] {
  const prepared = prepareSet(set);
  const facts: Record<string, BotCardInfo> = {};
  for (const card of set.cards) facts[card.id] = cardInfoFromCard(card);
  const game = set.game as CreateDraftInput['game'];
  return pods.map((pod) => {
    const packs: DraftCard[][][] = [];
    const leaders: DraftCard[][] = [];
    const sharedPile: DraftCard[] = [];
    pod.seats.forEach((_, seat) => {
      const seatPacks = packsForSeat({ prepared, seed, seat: pod.firstSeat + seat, packsPerPlayer });
      const seatLeaders: DraftCard[] = [];
      packs.push(
        seatPacks.map((generated) => {
          // Card objects are shared between packs; copies make each position's card its own object.
          const pack = { ...generated, cards: generated.cards.map((card) => ({ ...card })) };
          const instance = (card: (typeof pack.cards)[number]) => ({
            instanceId: `${pack.index}.${pack.cards.indexOf(card)}`,
            cardId: card.cardId,
          });
          const parts = splitPackForDraft(pack, prepared.template);
          seatLeaders.push(...parts.leaders.map(instance));
          sharedPile.push(...parts.pile.map(instance));
          return parts.picks.map(instance);
        }),
      );
      leaders.push(seatLeaders);
    });
    return {
      podId: pod.podId,
      game,
      seats: pod.seats.map((s) => ({ playerId: s.playerId, bot: s.bot })),
      packs,
      ...(game === 'swu' ? { leaders } : {}),
      sharedPile,
      cards: facts,
      timer,
      seed: `${seed}:${pod.podId}`,
    };
  });
}
