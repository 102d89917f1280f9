import type { TranslocoService } from '@jsverse/transloco';
import { podSizes } from '@cantina/draft';
import { listOf } from '../../core/i18n/card-terms';
import { pluralKey } from '../../core/i18n/plural';

/** How a draft will be seated: seats per pod and how many of them bots take. */
export interface DraftPlan {
  players: number;
  /** Seats of each pod, largest first. */
  pods: number[];
  bots: number;
}

/**
 * The API's seating rule (contract `POST .../pods`): pods as even as possible and none above
 * `podSize`; with bots every pod is filled up to `podSize`.
 */
export function draftPlan(players: number, podSize: number, bots: boolean): DraftPlan {
  const humans = podSizes(players, Math.max(1, podSize));
  const pods = bots ? humans.map(() => podSize) : humans;
  const seats = pods.reduce((sum, size) => sum + size, 0);
  return { players, pods, bots: seats - players };
}

/** "Seat 14 players in 2 pods of 7 and start the draft", in `lang` with its plural forms. */
export function draftStartText(transloco: TranslocoService, lang: string, plan: DraftPlan): string {
  const number = new Intl.NumberFormat(lang);
  const tr = (key: string, params: Record<string, unknown>) => transloco.translate(key, params, lang);
  if (plan.players === 0) return tr('organize.start.draft.empty', {});
  const sizes = [...new Set(plan.pods)].sort((a, b) => b - a).map((size) => number.format(size));
  const players = tr(pluralKey('organize.start.draftPlayers', lang, plan.players), {
    count: number.format(plan.players),
  });
  const pods = tr(pluralKey('organize.start.draftPods', lang, plan.pods.length), {
    count: number.format(plan.pods.length),
    sizes: listOf(lang, sizes),
  });
  if (plan.bots === 0) return tr('organize.start.draftSummary', { players, pods });
  const bots = tr(pluralKey('organize.start.draftBots', lang, plan.bots), { count: number.format(plan.bots) });
  return tr('organize.start.draftSummaryBots', { players, pods, bots });
}
