import type { PackTemplate } from '../pack-template';

/**
 * Star Wars: Destiny standard booster (rules/destiny-and-dbg.md §A.2, SWD l.60-66): 5 cards =
 * 3 commons, 1 uncommon and 1 rare with its die, or — in one pack in six — a legendary with its die
 * instead of the rare. Starter ("Fija") cards never come in boosters (SWD l.62). Commons are laid
 * out by colour so a pack never holds three commons of one colour.
 */
export const DESTINY_STANDARD_TEMPLATE: PackTemplate = {
  sheets: {
    common: { rarities: ['common'], spread: { field: 'color' } },
    uncommon: { rarities: ['uncommon'] },
    rare: { rarities: ['rare'] },
    legendary: { rarities: ['legendary'] },
  },
  slots: [
    {
      name: 'common',
      count: 3,
      role: 'pick',
      foil: false,
      die: false,
      from: [{ sheet: 'common', weight: 1 }],
      upgrades: [],
    },
    {
      name: 'uncommon',
      count: 1,
      role: 'pick',
      foil: false,
      die: false,
      from: [{ sheet: 'uncommon', weight: 1 }],
      upgrades: [],
    },
    {
      name: 'rare',
      count: 1,
      role: 'pick',
      foil: false,
      die: true,
      from: [
        { sheet: 'rare', weight: 5 },
        { sheet: 'legendary', weight: 1 },
      ],
      upgrades: [],
    },
  ],
};
