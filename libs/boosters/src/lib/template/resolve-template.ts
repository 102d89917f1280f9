import type { CardSet } from '@cantina/games';
import type { PackTemplate } from './pack-template';
import { parseBoosterTemplate } from './parse-booster-template';
import { standardTemplate } from './standard/standard-template';
import { BoosterTemplateError } from './template-error';

/**
 * The template packs of `set` are made with: its own `booster` field when set, which overrides the
 * game's standard template (contract "Card sets"), else the standard one. Throws a
 * {@link BoosterTemplateError} (paths under `booster`) when the set's template is not valid, or when
 * the game has no boosters (DBG).
 */
export function resolveTemplate(set: Pick<CardSet, 'game' | 'code' | 'booster'>): PackTemplate {
  if (set.booster !== null && set.booster !== undefined) {
    const parsed = parseBoosterTemplate(set.booster, set.game);
    if (parsed.ok) return parsed.template;
    const problems = parsed.problems.map((problem) => ({
      ...problem,
      path:
        problem.path === ''
          ? 'booster'
          : problem.path.startsWith('[')
            ? `booster${problem.path}`
            : `booster.${problem.path}`,
    }));
    throw new BoosterTemplateError(`set ${set.code} has an invalid booster template`, problems);
  }
  const standard = standardTemplate(set.game);
  if (standard === null) {
    throw new BoosterTemplateError(`set ${set.code} has no booster template`, [
      { path: 'booster', code: 'required', message: `${set.game} has no standard booster; the set must define one` },
    ]);
  }
  return standard;
}
