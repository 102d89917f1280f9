import type { PackTemplate, SpreadSpec } from '../pack-template';

/** Units, events and upgrades: what the common, uncommon and foil sheets print. */
const PLAYABLES = ['unit', 'event', 'upgrade'] as const;
/** Rare, legendary and foil slots may also bring a non-common base (contract "Card sets", `booster`). */
const PLAYABLES_AND_BASES = [...PLAYABLES, 'base'] as const;

/**
 * Commons and uncommons are laid out by aspect so every pack covers the four colour aspects
 * (anchors/draft.md §5.1: "All aspects covered in every pack"; §6.3: the printer's belts split by
 * aspect). A two-aspect card counts for its colour aspect.
 */
const BY_ASPECT: SpreadSpec = {
  field: 'aspects',
  groups: ['vigilance', 'command', 'aggression', 'cunning', 'villainy', 'heroism'],
};

/**
 * Star Wars: Unlimited standard booster (swu rules "Boosters"; contract "Card sets", `booster`):
 * 16 cards = 1 leader, 1 common base, 9 commons, 3 uncommons, 1 rare or legendary, 1 foil of any
 * rarity, plus a token that is not drafted — 14 draft picks once leader and base are set aside.
 *
 * Rates are the sets 1-3 (SOR, SHD, TWI) community estimates of anchors/draft.md §5.2; a set whose
 * rates differ (sets 4+: legendary 1 in 5; set 7+: hyperspace foils) carries its own `booster`.
 * - Leader: any leader, common and rare equally likely (§5.1); hyperspace 1/6, showcase 1/288.
 * - Base: a common base; hyperspace 1/6.
 * - Rare slot: legendary 1 in 8 (7:1), rare bases included (§5.1 "Rare bases come in the R/L slot").
 * - Foil: C/U/R/L ≈ 78/17/5/0.3, never a leader, common base or token; hyperfoil 1/50.
 */
export const SWU_STANDARD_TEMPLATE: PackTemplate = {
  sheets: {
    leader: { types: ['leader'] },
    'common-base': { types: ['base'], rarities: ['common'] },
    common: { types: PLAYABLES, rarities: ['common'], spread: BY_ASPECT },
    uncommon: { types: PLAYABLES_AND_BASES, rarities: ['uncommon'], spread: BY_ASPECT },
    rare: { types: PLAYABLES_AND_BASES, rarities: ['rare'] },
    legendary: { types: PLAYABLES_AND_BASES, rarities: ['legendary'] },
    'foil-common': { types: PLAYABLES, rarities: ['common'] },
    'foil-uncommon': { types: PLAYABLES_AND_BASES, rarities: ['uncommon'] },
    'foil-rare': { types: PLAYABLES_AND_BASES, rarities: ['rare'] },
    'foil-legendary': { types: PLAYABLES_AND_BASES, rarities: ['legendary'] },
    token: { types: ['token'] },
  },
  slots: [
    {
      name: 'leader',
      count: 1,
      role: 'leader',
      foil: false,
      die: false,
      from: [{ sheet: 'leader', weight: 1 }],
      upgrades: [
        { variant: 'hyperspace', rate: 1 / 6 },
        { variant: 'showcase', rate: 1 / 288 },
      ],
    },
    {
      name: 'base',
      count: 1,
      role: 'pile',
      foil: false,
      die: false,
      from: [{ sheet: 'common-base', weight: 1 }],
      upgrades: [{ variant: 'hyperspace', rate: 1 / 6 }],
    },
    {
      name: 'common',
      count: 9,
      role: 'pick',
      foil: false,
      die: false,
      from: [{ sheet: 'common', weight: 1 }],
      upgrades: [],
    },
    {
      name: 'uncommon',
      count: 3,
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
      die: false,
      from: [
        { sheet: 'rare', weight: 7 },
        { sheet: 'legendary', weight: 1 },
      ],
      upgrades: [],
    },
    {
      name: 'foil',
      count: 1,
      role: 'pick',
      foil: true,
      die: false,
      from: [
        { sheet: 'foil-common', weight: 78 },
        { sheet: 'foil-uncommon', weight: 17 },
        { sheet: 'foil-rare', weight: 5 },
        { sheet: 'foil-legendary', weight: 0.3 },
      ],
      upgrades: [{ variant: 'hyperfoil', rate: 1 / 50, foil: true }],
    },
    {
      name: 'token',
      count: 1,
      role: 'token',
      foil: false,
      die: false,
      from: [{ sheet: 'token', weight: 1 }],
      upgrades: [],
    },
  ],
};
