import type { GameId } from '@cantina/games';
import type { PackTemplate } from '../pack-template';
import { DESTINY_STANDARD_TEMPLATE } from './destiny-standard-template';
import { SWTCG_STANDARD_TEMPLATE } from './swtcg-standard-template';
import { SWU_STANDARD_TEMPLATE } from './swu-standard-template';

/** The template a set gets when its `booster` is null; DBG has no boosters. */
export function standardTemplate(game: GameId): PackTemplate | null {
  switch (game) {
    case 'swu':
      return SWU_STANDARD_TEMPLATE;
    case 'destiny':
      return DESTINY_STANDARD_TEMPLATE;
    case 'swtcg':
      return SWTCG_STANDARD_TEMPLATE;
    case 'dbg':
      return null;
  }
}
