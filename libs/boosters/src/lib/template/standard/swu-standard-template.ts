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
 * The first three sets (Spark of Rebellion, Shadows of the Galaxy, Twilight of the Republic). Their
 * swu-db files list Special-rarity cards (starter and promo printings), but their boosters never
 * hold one: the foil slot gets a Special only from the fourth set (Jump to Lightspeed) on
 * (anchors/draft.md §5.2; Protect the Pod's pack QA: Special 0% of foils for sets 1-3). A set code
 * is all a set file says about its place in the release order, so the rule is this list.
 */
export const SETS_WITHOUT_SPECIAL_FOILS = ['SOR', 'SHD', 'TWI'] as const;

/**
 * Weight of a Special card in the foil slot, beside common 78, uncommon 17, rare 5, legendary 0.3:
 * 4 / 104.3 ≈ 3.8% of foil slots. Community figures: about 4% of foils for sets 4-6 (Protect the
 * Pod's pack QA, swupod's set configs, anchors/draft.md §5.2); about 2% measured over eleven boxes
 * of Ashes of the Empire, whose foil slot is a hyperspace foil and which needs its own `booster`
 * anyway. 4 is the sets 4-6 figure, the sets the standard template can speak for.
 */
export const FOIL_SPECIAL_WEIGHT = 4;

/**
 * Star Wars: Unlimited standard booster (swu rules "Boosters"; contract "Card sets", `booster`):
 * 16 cards = 1 leader, 1 common base, 9 commons, 3 uncommons, 1 rare or legendary, 1 foil of any
 * rarity, plus a token that is not drafted — 14 draft picks once leader and base are set aside.
 *
 * Rates are the sets 1-3 (SOR, SHD, TWI) community estimates of anchors/draft.md §5.2; a set whose
 * rates differ (sets 4+: legendary 1 in 5; set 7+: hyperspace foils) carries its own `booster`.
 * - Leader: a common or rare leader, equally likely (§5.1); hyperspace 1/6, showcase 1/288. Special
 *   rarity never enters a booster slot (issue 11 item 5): Special leaders are left out.
 * - Base: a common base; hyperspace 1/6.
 * - Hyperspace and showcase leaders and hyperspace bases come from belts of their own (`ownBelt`),
 *   so they can repeat a leader or base of the same box; the rest of a box's leaders and bases are
 *   consecutive on their belts and do not repeat within a pool (swupod's pack model, whose 6-pack
 *   pools match opened SOR and SHD pools: leader and base repeats come from such variants).
 * - Rare slot: legendary 1 in 8 (7:1), rare bases included (§5.1 "Rare bases come in the R/L slot").
 * - Foil: C/U/R/L ≈ 78/17/5/0.3, never a leader, common base or token; hyperfoil 1/50. From the
 *   fourth set on, a Special card with weight {@link FOIL_SPECIAL_WEIGHT} (see there); sets 1-3
 *   (`exceptSets`), and sets that have no Special card (`optional`), leave that pick out, so their
 *   packs are exactly those of the template without it.
 * - Token: one, when the set lists tokens (swu-db files do not: then the pack is the 16 cards alone).
 * - Box: 24 packs (swu rules "Boosters"); a sealed pool or a draft pod is cut from one box.
 */
export const SWU_STANDARD_TEMPLATE: PackTemplate = {
  boxSize: 24,
  sheets: {
    leader: { types: ['leader'], rarities: ['common', 'rare'] },
    'common-base': { types: ['base'], rarities: ['common'] },
    common: { types: PLAYABLES, rarities: ['common'], spread: BY_ASPECT },
    uncommon: { types: PLAYABLES_AND_BASES, rarities: ['uncommon'], spread: BY_ASPECT },
    rare: { types: PLAYABLES_AND_BASES, rarities: ['rare'] },
    legendary: { types: PLAYABLES_AND_BASES, rarities: ['legendary'] },
    'foil-common': { types: PLAYABLES, rarities: ['common'] },
    'foil-uncommon': { types: PLAYABLES_AND_BASES, rarities: ['uncommon'] },
    'foil-rare': { types: PLAYABLES_AND_BASES, rarities: ['rare'] },
    'foil-legendary': { types: PLAYABLES_AND_BASES, rarities: ['legendary'] },
    'foil-special': { types: PLAYABLES_AND_BASES, rarities: ['special'] },
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
        { variant: 'hyperspace', rate: 1 / 6, ownBelt: true },
        { variant: 'showcase', rate: 1 / 288, ownBelt: true },
      ],
    },
    {
      name: 'base',
      count: 1,
      role: 'pile',
      foil: false,
      die: false,
      from: [{ sheet: 'common-base', weight: 1 }],
      upgrades: [{ variant: 'hyperspace', rate: 1 / 6, ownBelt: true }],
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
        { sheet: 'foil-special', weight: FOIL_SPECIAL_WEIGHT, exceptSets: SETS_WITHOUT_SPECIAL_FOILS, optional: true },
      ],
      upgrades: [{ variant: 'hyperfoil', rate: 1 / 50, foil: true }],
    },
    {
      name: 'token',
      count: 1,
      role: 'token',
      foil: false,
      die: false,
      // swu-db set files list no tokens (contract rev 2): such a set's packs have no token slot.
      from: [{ sheet: 'token', weight: 1, optional: true }],
      upgrades: [],
    },
  ],
};
