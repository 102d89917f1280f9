import { DEFAULT_MAX_PLAYERS, type SettingsFormat } from '@cantina/contract';
import { recommendedRounds } from '@cantina/swiss';
import { listOf } from '../../core/i18n/card-terms';
import { pluralKey } from '../../core/i18n/plural';
import { draftPlan } from '../../features/organize/draft-plan';
import type { FullSettings } from './settings-form';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Swiss rounds the event will play: the organizer's number, else the recommendation for the attendance. */
export function plannedRounds(settings: Pick<FullSettings, 'rounds'>, players: number): number {
  return settings.rounds > 0 ? settings.rounds : recommendedRounds(players);
}

/**
 * "8 players → 1 pod of 8, 3 packs, casual timer 75 s, 3 rounds, best of 3, top 4": what the
 * settings will do with `players` players (capped by `maxPlayers`), in the language `t` speaks.
 */
export function settingsSummary(
  t: Translate,
  lang: string,
  format: Pick<SettingsFormat, 'kind' | 'deckless' | 'multiplayer'>,
  settings: FullSettings,
  expected: number,
): string {
  const number = new Intl.NumberFormat(lang);
  const count = (key: string, n: number, params: Record<string, unknown> = {}) =>
    t(pluralKey(key, lang, n), { count: number.format(n), ...params });
  const players = Math.max(0, Math.min(expected, settings.maxPlayers));
  const details: string[] = [];
  if (format.kind === 'draft' && players > 0) {
    const plan = draftPlan(players, settings.podSize, settings.bots);
    const sizes = [...new Set(plan.pods)].sort((a, b) => b - a).map((size) => number.format(size));
    details.push(count('organize.start.draftPods', plan.pods.length, { sizes: listOf(lang, sizes) }));
    if (plan.bots > 0) details.push(count('eventSettings.summary.bots', plan.bots));
  }
  if (format.kind !== 'constructed') {
    const packs = count('common.packs', settings.packsPerPlayer);
    details.push(format.kind === 'sealed' ? t('eventSettings.summary.packsEach', { packs }) : packs);
  }
  if (format.kind === 'draft') {
    if (settings.pickTimer === 'off') details.push(t('eventSettings.summary.timerOff'));
    else if (settings.pickTimer === 'competitive') details.push(t('eventSettings.summary.timerCompetitive'));
    else details.push(t('eventSettings.summary.timerCasual', { seconds: number.format(settings.pickSeconds) }));
  }
  details.push(count('eventSettings.summary.rounds', plannedRounds(settings, players)));
  if (!format.multiplayer) details.push(t(`eventSettings.summary.${settings.matchFormat}`));
  if (!format.deckless && settings.decklists !== 'none') {
    details.push(
      t(
        settings.decklists === 'required'
          ? 'eventSettings.summary.decklistsRequired'
          : 'eventSettings.summary.decklistsOptional',
      ),
    );
  }
  details.push(
    settings.topCut > 0
      ? t('eventSettings.summary.topCut', { size: number.format(settings.topCut) })
      : t('eventSettings.summary.noTopCut'),
  );
  if (settings.maxPlayers !== DEFAULT_MAX_PLAYERS) {
    details.push(t('eventSettings.summary.cap', { count: number.format(settings.maxPlayers) }));
  }
  return t('eventSettings.summary.line', {
    players: count('eventSettings.summary.players', players),
    details: details.join(', '),
  });
}
