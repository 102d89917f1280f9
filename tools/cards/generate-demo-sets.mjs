#!/usr/bin/env node
// @ts-check
/**
 * Generates the four demo card sets bundled with Cantina (issue 3, item 2), one per game, in the
 * Cantina set format (contract "Card sets"):
 *
 *   apps/api/src/assets/demo-sets/swu-demo.json      CDA  Star Wars: Unlimited
 *   apps/api/src/assets/demo-sets/swtcg-demo.json    CDT  Star Wars TCG (WotC/IDC)
 *   apps/api/src/assets/demo-sets/destiny-demo.json  CDD  Star Wars: Destiny
 *   apps/api/src/assets/demo-sets/dbg-demo.json      CDB  Star Wars: The Deckbuilding Game
 *
 * Everything in them is invented (see demo-words.mjs); every set name starts "Cantina Demo:".
 * The output is deterministic: a seeded PRNG of our own, fixed lists, no clock, no Math.random,
 * so re-running gives byte-identical files. After writing it runs check-demo-sets.mjs.
 *
 *   node tools/cards/generate-demo-sets.mjs           write the files, then check them
 *   node tools/cards/generate-demo-sets.mjs --check   fail if the files are not what this script writes
 *
 * Plain ESM with JSDoc types: Node 20 cannot run TypeScript without an extra tool.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDemoSets, DEMO_SET_FILES } from './check-demo-sets.mjs';
import * as W from './demo-words.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const OUT_DIR = join(ROOT, 'apps/api/src/assets/demo-sets');

// ---------------------------------------------------------------------------------------------
// Deterministic helpers

/** mulberry32: a tiny seeded PRNG, so the sets never depend on Math.random. */
function createRng(/** @type {number} */ seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (/** @type {number} */ min, /** @type {number} */ max) => min + Math.floor(next() * (max - min + 1)),
    /** @template T @param {readonly T[]} items @returns {T[]} */
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
    /** @template T @param {readonly T[]} items @returns {T} */
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}
/** @typedef {ReturnType<typeof createRng>} Rng */

/** [[value, count], ...] → the values, each repeated count times. @template T */
function expand(/** @type {[T, number][]} */ counts) {
  /** @type {T[]} */
  const out = [];
  for (const [value, count] of counts) for (let i = 0; i < count; i++) out.push(value);
  return out;
}

/** Draws items without replacement from a shuffled copy; throws when the list runs dry. @template T */
function drawFrom(/** @type {Rng} */ rng, /** @type {readonly T[]} */ items, /** @type {string} */ label) {
  const left = rng.shuffle(items);
  return () => {
    const item = left.shift();
    if (item === undefined) throw new Error(`demo sets: ran out of ${label}; add more to demo-words.mjs`);
    return item;
  };
}

/** One draw per morality (hero, villain, neutral, in that order) from a pool split the same way. */
function drawByMorality(
  /** @type {Rng} */ rng,
  /** @type {Record<'hero'|'villain'|'neutral', readonly T[]>} */ pools,
  /** @type {string} */ label,
) {
  return {
    hero: drawFrom(rng, pools.hero, `hero ${label}`),
    villain: drawFrom(rng, pools.villain, `villain ${label}`),
    neutral: drawFrom(rng, pools.neutral, `neutral ${label}`),
  };
}

/**
 * Names "Prefix Noun" that are new within a set: the nouns cycle in a shuffled order and the
 * prefixes rotate, so the same noun comes back with a different place.
 */
function comboNamer(
  /** @type {Rng} */ rng,
  /** @type {Set<string>} */ used,
  /** @type {readonly string[]} */ prefixes,
) {
  const order = rng.shuffle(prefixes);
  let cursor = 0;
  /** @type {Map<readonly unknown[], unknown[]>} */
  const cycles = new Map();
  /** @template T @param {readonly T[]} nouns @param {(noun: T) => string} nounText */
  return (nouns, nounText) => {
    let cycle = /** @type {T[] | undefined} */ (cycles.get(nouns));
    if (cycle === undefined || cycle.length === 0) {
      cycle = rng.shuffle(nouns);
      cycles.set(nouns, cycle);
    }
    const noun = /** @type {T} */ (cycle.shift());
    for (let tries = 0; tries < order.length; tries++) {
      const name = `${order[cursor % order.length]} ${nounText(noun)}`;
      cursor++;
      if (!used.has(name)) {
        used.add(name);
        return { name, noun };
      }
    }
    throw new Error(`demo sets: no unused prefix left for ${nounText(noun)}`);
  };
}

const traitList = (/** @type {string} */ csv) => csv.split(',');
const byKey = (/** @type {string | number} */ a, /** @type {string | number} */ b) => (a < b ? -1 : a > b ? 1 : 0);

/** Numbers cards 1..n in the given order and prefixes the `SET_NNN` id. */
function numbered(/** @type {string} */ code, /** @type {Record<string, unknown>[]} */ cards) {
  return cards.map((card, index) => ({
    id: `${code}_${String(index + 1).padStart(3, '0')}`,
    number: index + 1,
    ...card,
  }));
}

// ---------------------------------------------------------------------------------------------
// Star Wars: Unlimited — CDA

const SWU_COLOURS = /** @type {const} */ (['vigilance', 'command', 'aggression', 'cunning']);

/**
 * 18 leaders, 8 common and 10 rare as in a real set: every colour aspect with Heroism and with
 * Villainy (one common and one rare each), plus two single-aspect underworld leaders.
 * `cost` is the deploy cost; power/hp are the unit side.
 */
const SWU_LEADERS = [
  ['Kessa Vorn', 'Dune Scout', 'common', ['vigilance', 'heroism'], 5, 3, 6, 'rebel,pilot'],
  ['Amaran Vesh', 'Keeper of the Quiet Spire', 'rare', ['vigilance', 'heroism'], 6, 4, 7, 'force,frontier'],
  ['Harl Dessik', 'Commandant of Ironreach', 'common', ['vigilance', 'villainy'], 5, 3, 7, 'imperial,official'],
  ['Veyra Kastellan', 'Voice of the Decree', 'rare', ['vigilance', 'villainy'], 6, 4, 7, 'imperial,official'],
  ['Ilsa Marrow', 'Quartermaster of the Cell', 'common', ['command', 'heroism'], 6, 3, 7, 'rebel,official'],
  ['Dace Halloran', 'Admiral of the Rimward Fleet', 'rare', ['command', 'heroism'], 7, 4, 8, 'rebel,official'],
  ['Sorvan Creel', 'Fleet Tactician', 'common', ['command', 'villainy'], 6, 4, 6, 'imperial,official'],
  ['Ordan Sable', 'Governor of the Ashfall Sector', 'rare', ['command', 'villainy'], 7, 4, 8, 'imperial,official'],
  ['Brevik Thane', 'Ridge Breaker', 'common', ['aggression', 'heroism'], 5, 4, 5, 'rebel,trooper'],
  ['Saffa Dreel', 'Fury of Teshmir', 'rare', ['aggression', 'heroism'], 6, 5, 5, 'rebel,pilot'],
  ['Bastien Kord', 'Hound of the Spire', 'common', ['aggression', 'villainy'], 5, 4, 5, 'imperial,trooper'],
  ['Serith Dall', 'Blade in the Ash', 'rare', ['aggression', 'villainy'], 6, 5, 6, 'force,syndicate'],
  ['Brask Oddun', 'Pit Champion of Braxum', 'rare', ['aggression'], 6, 5, 6, 'underworld'],
  ['Joss Ferrand', 'Forger of Safe Passage', 'common', ['cunning', 'heroism'], 5, 3, 5, 'rebel,spy'],
  ['Nell Okaro', 'Voice on the Relay', 'rare', ['cunning', 'heroism'], 5, 3, 6, 'rebel,spy'],
  ['Corra Vey', 'Agent of the Tithe', 'common', ['cunning', 'villainy'], 5, 3, 6, 'imperial,spy'],
  ['Ivrek Saal', 'Keeper of Ledgers', 'rare', ['cunning', 'villainy'], 6, 3, 7, 'syndicate,official'],
  ['Zenna Kraal', 'Broker of Lost Things', 'rare', ['cunning'], 5, 3, 6, 'underworld'],
];

/**
 * Playable cards per rarity, shaped like SOR/SHD/TWI (90/60/48/16). `colour` counts per colour
 * aspect: [colour only, colour + Villainy, colour + Heroism]; then Villainy only, Heroism only and
 * no aspect. Costs are per type as [cost, how many].
 */
const SWU_PLAN = {
  common: {
    colour: [6, 6, 6],
    villainy: 6,
    heroism: 6,
    neutral: 6,
    types: { unit: 54, event: 22, upgrade: 14 },
    groundUnits: 34,
    uniqueUnits: 0,
    uniqueUpgrades: 0,
    costs: {
      unit: [
        [1, 5],
        [2, 12],
        [3, 13],
        [4, 10],
        [5, 7],
        [6, 4],
        [7, 2],
        [8, 1],
      ],
      event: [
        [1, 4],
        [2, 7],
        [3, 6],
        [4, 3],
        [5, 1],
        [6, 1],
      ],
      upgrade: [
        [1, 3],
        [2, 5],
        [3, 4],
        [4, 2],
      ],
    },
  },
  uncommon: {
    colour: [4, 4, 4],
    villainy: 4,
    heroism: 4,
    neutral: 4,
    types: { unit: 34, event: 16, upgrade: 10 },
    groundUnits: 21,
    uniqueUnits: 14,
    uniqueUpgrades: 0,
    costs: {
      unit: [
        [1, 1],
        [2, 5],
        [3, 7],
        [4, 7],
        [5, 6],
        [6, 5],
        [7, 2],
        [8, 1],
      ],
      event: [
        [1, 2],
        [2, 4],
        [3, 4],
        [4, 3],
        [5, 2],
        [6, 1],
      ],
      upgrade: [
        [1, 1],
        [2, 3],
        [3, 3],
        [4, 2],
        [5, 1],
      ],
    },
  },
  rare: {
    colour: [4, 3, 3],
    villainy: 3,
    heroism: 3,
    neutral: 2,
    types: { unit: 30, event: 10, upgrade: 8 },
    groundUnits: 18,
    uniqueUnits: 22,
    uniqueUpgrades: 3,
    costs: {
      unit: [
        [2, 2],
        [3, 4],
        [4, 5],
        [5, 6],
        [6, 6],
        [7, 4],
        [8, 3],
      ],
      event: [
        [1, 1],
        [2, 2],
        [3, 2],
        [4, 2],
        [5, 2],
        [6, 1],
      ],
      upgrade: [
        [1, 1],
        [2, 2],
        [3, 2],
        [4, 2],
        [5, 1],
      ],
    },
  },
  legendary: {
    colour: [1, 1, 1],
    villainy: 2,
    heroism: 2,
    neutral: 0,
    types: { unit: 12, event: 2, upgrade: 2 },
    groundUnits: 7,
    uniqueUnits: 12,
    uniqueUpgrades: 2,
    costs: {
      unit: [
        [3, 1],
        [4, 1],
        [5, 2],
        [6, 3],
        [7, 3],
        [8, 2],
      ],
      event: [
        [3, 1],
        [6, 1],
      ],
      upgrade: [
        [2, 1],
        [4, 1],
      ],
    },
  },
};

const SWU_EVENT_TRAITS = ['tactic', 'trick', 'plan', 'learned', 'disaster'];
const SWU_FACTION = { hero: 'rebel', villain: 'imperial', neutral: 'underworld' };
const SWU_SHIP_ROLES = ['capital ship', 'transport', 'fighter'];

/** @typedef {'hero' | 'villain' | 'neutral'} Morality */

function moralityOf(/** @type {readonly string[]} */ aspects) {
  /** @type {Morality} */
  const morality = aspects.includes('heroism') ? 'hero' : aspects.includes('villainy') ? 'villain' : 'neutral';
  return morality;
}

/** Sort key of an aspect combination in set order: each colour (alone, +Villainy, +Heroism), then Villainy, Heroism, none. */
function swuAspectGroup(/** @type {readonly string[]} */ aspects) {
  const colour = SWU_COLOURS.findIndex((c) => aspects.includes(c));
  const morality = aspects.includes('villainy') ? 1 : aspects.includes('heroism') ? 2 : 0;
  if (colour >= 0) return colour * 3 + morality;
  return morality === 1 ? 12 : morality === 2 ? 13 : 14;
}

/** Power and HP that grow with cost like a real curve (rarer cards a little stronger). */
function unitStats(/** @type {Rng} */ rng, /** @type {number} */ cost, /** @type {number} */ rarityBonus) {
  const total = Math.max(2, cost * 2 + 1 + rarityBonus + rng.int(-1, 1));
  const power = Math.min(total - 1, Math.max(0, Math.round(total * (0.3 + rng.next() * 0.3))));
  return { power, hp: total - power };
}

function swuCard(/** @type {Record<string, unknown>} */ fields) {
  const { name, subtitle, type, rarity, aspects, cost, arenas, traits, unique, power, hp, deckRules, text } = fields;
  /** @type {Record<string, unknown>} */
  const card = { name };
  if (subtitle !== undefined) card.subtitle = subtitle;
  Object.assign(card, { type, rarity, aspects, cost, arenas, traits, unique });
  if (power !== undefined) card.power = power;
  if (hp !== undefined) card.hp = hp;
  if (deckRules !== undefined) card.deckRules = deckRules;
  if (text !== undefined) card.text = text;
  return card;
}

export function buildSwu() {
  const code = 'CDA';
  const rng = createRng(0xc0da5001);
  const usedNames = new Set();
  const usedKeys = new Set(); // name + subtitle: the swu copy identity
  const claim = (/** @type {string} */ name, /** @type {string | undefined} */ subtitle) => {
    const key = `${name}|${subtitle ?? ''}`;
    if (usedKeys.has(key)) throw new Error(`demo sets: duplicate swu card ${key}`);
    usedKeys.add(key);
    usedNames.add(name);
  };

  const leaders = SWU_LEADERS.map(([name, subtitle, rarity, aspects, cost, power, hp, traits]) => {
    claim(/** @type {string} */ (name), /** @type {string} */ (subtitle));
    return swuCard({
      name,
      subtitle,
      type: 'leader',
      rarity,
      aspects,
      cost,
      arenas: [],
      traits: traitList(/** @type {string} */ (traits)),
      unique: true,
      power,
      hp,
    });
  });

  // Bases: three common bases per colour aspect (hp 30, 30, 27 as in early sets), one rare each.
  /** @type {Record<string, unknown>[]} */
  const commonBases = [];
  /** @type {Record<string, unknown>[]} */
  const rareBases = [];
  for (const colour of SWU_COLOURS) {
    W.SWU_BASES[colour].forEach((name, index) => {
      claim(name, undefined);
      const rare = index === 3;
      const base = swuCard({
        name,
        type: 'base',
        rarity: rare ? 'rare' : 'common',
        aspects: [colour],
        cost: null,
        arenas: [],
        traits: [],
        unique: false,
        hp: rare ? 25 + rng.int(0, 3) : index === 2 ? 27 : 30,
      });
      (rare ? rareBases : commonBases).push(base);
    });
  }
  // One rare base changes the deck minimum, so validators exercise per-card overrides.
  const cartographers = rareBases.find((base) => base.name === "Deepwell Cartographers' Hall");
  if (cartographers) {
    cartographers.deckRules = { minDeckSize: 60 };
    cartographers.text = 'Demo rule: a deck with this base needs at least 60 cards.';
  }

  const pickPerson = {
    hero: drawFrom(rng, W.HERO_CAST, 'hero characters'),
    villain: drawFrom(rng, W.VILLAIN_CAST, 'villain characters'),
    neutral: drawFrom(rng, W.NEUTRAL_CAST, 'neutral characters'),
  };
  const pickSubtitle = drawByMorality(rng, W.CHARACTER_SUBTITLES, 'subtitles');
  const pickShip = drawByMorality(rng, W.SHIPS, 'ships');
  const pickShipSubtitle = drawByMorality(rng, W.SHIP_SUBTITLES, 'ship subtitles');
  const pickNamedGear = drawByMorality(rng, W.NAMED_GEAR, 'named gear');
  const eventTitles = drawByMorality(rng, W.SWU_EVENT_TITLES, 'event titles');
  /** A title matching the card's morality; neutral titles fill in when a pool runs dry. */
  const pickEvent = (/** @type {Morality} */ morality) => {
    try {
      return eventTitles[morality]();
    } catch {
      return eventTitles.neutral();
    }
  };
  const nameCombo = comboNamer(rng, usedNames, W.PLACE_PREFIXES);

  /** @type {Record<string, unknown>[]} */
  const playables = [];
  for (const [rarity, plan] of Object.entries(SWU_PLAN)) {
    const rarityBonus = { common: 0, uncommon: 0, rare: 1, legendary: 2 }[rarity] ?? 0;
    /** @type {string[][]} */
    const aspectSlots = [];
    for (const colour of SWU_COLOURS) {
      const [alone, withVillainy, withHeroism] = plan.colour;
      for (let i = 0; i < alone; i++) aspectSlots.push([colour]);
      for (let i = 0; i < withVillainy; i++) aspectSlots.push([colour, 'villainy']);
      for (let i = 0; i < withHeroism; i++) aspectSlots.push([colour, 'heroism']);
    }
    for (let i = 0; i < plan.villainy; i++) aspectSlots.push(['villainy']);
    for (let i = 0; i < plan.heroism; i++) aspectSlots.push(['heroism']);
    for (let i = 0; i < plan.neutral; i++) aspectSlots.push([]);

    const types = rng.shuffle(
      expand([
        ['unit', plan.types.unit],
        ['event', plan.types.event],
        ['upgrade', plan.types.upgrade],
      ]),
    );
    if (types.length !== aspectSlots.length) throw new Error(`demo sets: swu ${rarity} plan does not add up`);
    const costs = {
      unit: rng.shuffle(expand(/** @type {[number, number][]} */ (plan.costs.unit))),
      event: rng.shuffle(expand(/** @type {[number, number][]} */ (plan.costs.event))),
      upgrade: rng.shuffle(expand(/** @type {[number, number][]} */ (plan.costs.upgrade))),
    };
    const arenas = rng.shuffle(
      expand([
        ['ground', plan.groundUnits],
        ['space', plan.types.unit - plan.groundUnits],
      ]),
    );
    const uniqueUnit = rng.shuffle(
      expand([
        [true, plan.uniqueUnits],
        [false, plan.types.unit - plan.uniqueUnits],
      ]),
    );
    const uniqueUpgrade = rng.shuffle(
      expand([
        [true, plan.uniqueUpgrades],
        [false, plan.types.upgrade - plan.uniqueUpgrades],
      ]),
    );

    aspectSlots.forEach((aspects, index) => {
      const type = types[index];
      const morality = moralityOf(aspects);
      const cost = /** @type {number} */ (costs[/** @type {'unit' | 'event' | 'upgrade'} */ (type)].shift());
      if (type === 'unit') {
        const arena = /** @type {string} */ (arenas.shift());
        const unique = /** @type {boolean} */ (uniqueUnit.shift());
        const stats = unitStats(rng, cost, rarityBonus);
        if (unique && arena === 'ground') {
          const person = pickPerson[morality]();
          const subtitle = pickSubtitle[morality]();
          claim(person.name, subtitle);
          playables.push(
            swuCard({
              name: person.name,
              subtitle,
              type,
              rarity,
              aspects,
              cost,
              arenas: [arena],
              traits: person.traits,
              unique,
              ...stats,
            }),
          );
        } else if (unique) {
          const name = pickShip[morality]();
          const subtitle = pickShipSubtitle[morality]();
          claim(name, subtitle);
          const traits = [SWU_FACTION[morality], 'vehicle', rng.pick(SWU_SHIP_ROLES)];
          playables.push(
            swuCard({ name, subtitle, type, rarity, aspects, cost, arenas: [arena], traits, unique, ...stats }),
          );
        } else {
          const nouns = W.SWU_UNIT_NOUNS[morality][/** @type {'ground' | 'space'} */ (arena)];
          const { name, noun } = nameCombo(nouns, (n) => n[0]);
          claim(name, undefined);
          playables.push(
            swuCard({
              name,
              type,
              rarity,
              aspects,
              cost,
              arenas: [arena],
              traits: traitList(noun[1]),
              unique,
              ...stats,
            }),
          );
        }
      } else if (type === 'event') {
        const name = pickEvent(morality);
        claim(name, undefined);
        playables.push(
          swuCard({
            name,
            type,
            rarity,
            aspects,
            cost,
            arenas: [],
            traits: [rng.pick(SWU_EVENT_TRAITS)],
            unique: false,
          }),
        );
      } else {
        const unique = /** @type {boolean} */ (uniqueUpgrade.shift());
        const [name, traits] = unique
          ? pickNamedGear[morality]()
          : (() => {
              const { name, noun } = nameCombo(W.GEAR_NOUNS, (n) => n[0]);
              return [name, noun[1]];
            })();
        claim(name, undefined);
        playables.push(swuCard({ name, type, rarity, aspects, cost, arenas: [], traits: traitList(traits), unique }));
      }
    });
  }

  // One common without aspects may be played in any number of copies (a deck-limit override).
  const swarm = playables.find(
    (c) => c.rarity === 'common' && c.type === 'unit' && /** @type {string[]} */ (c.aspects).length === 0,
  );
  if (swarm) {
    swarm.deckRules = { maxCopies: null };
    swarm.text = 'Demo rule: a deck may hold any number of copies of this card.';
  }

  const typeOrder = { unit: 0, upgrade: 1, event: 2 };
  playables.sort(
    (a, b) =>
      swuAspectGroup(/** @type {string[]} */ (a.aspects)) - swuAspectGroup(/** @type {string[]} */ (b.aspects)) ||
      /** @type {number} */ (a.cost) - /** @type {number} */ (b.cost) ||
      typeOrder[/** @type {'unit'} */ (a.type)] - typeOrder[/** @type {'unit'} */ (b.type)] ||
      byKey(/** @type {string} */ (a.name), /** @type {string} */ (b.name)) ||
      byKey(/** @type {string} */ (a.subtitle ?? ''), /** @type {string} */ (b.subtitle ?? '')),
  );

  // Tokens come with packs but are never drafted (contract: standard swu template).
  const tokens = [
    swuCard({
      name: 'Saltmarsh Levy',
      type: 'token',
      rarity: 'common',
      aspects: [],
      cost: null,
      arenas: ['ground'],
      traits: ['militia', 'trooper'],
      unique: false,
      power: 2,
      hp: 2,
    }),
    swuCard({
      name: 'Scrap Drone Escort',
      type: 'token',
      rarity: 'common',
      aspects: [],
      cost: null,
      arenas: ['space'],
      traits: ['droid', 'vehicle'],
      unique: false,
      power: 1,
      hp: 1,
    }),
    swuCard({
      name: 'Deflector Charge',
      type: 'token',
      rarity: 'special',
      aspects: [],
      cost: null,
      arenas: [],
      traits: ['modification'],
      unique: false,
    }),
    swuCard({
      name: 'Battlefield Commendation',
      type: 'token',
      rarity: 'special',
      aspects: [],
      cost: null,
      arenas: [],
      traits: ['condition'],
      unique: false,
    }),
  ];
  for (const token of tokens) claim(/** @type {string} */ (token.name), undefined);

  return {
    game: 'swu',
    code,
    name: 'Cantina Demo: Embers of the Rimward Reach',
    cards: numbered(code, [...leaders, ...commonBases, ...rareBases, ...playables, ...tokens]),
    booster: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Star Wars TCG — CDT

/**
 * Unique cards, written out: versioned characters (same English name, versions A/B/C/D), named
 * ships and vehicles, multi-arena units. [name, version, rarity, side, unitTypes, cost, speed, power, health]
 * A null version means a non-unique card.
 */
const SWTCG_UNITS = [
  // Light side characters
  ['Kessa Vorn', 'A', 'uncommon', 'light', ['character'], 3, 40, 3, 3],
  ['Kessa Vorn', 'B', 'rare', 'light', ['character'], 5, 50, 5, 4],
  ['Kessa Vorn', 'C', 'rare', 'light', ['character'], 7, 55, 6, 6],
  ['Kessa Vorn', 'D', 'promo', 'light', ['character'], 6, 60, 5, 5],
  ['Tobin Arleque', 'A', 'uncommon', 'light', ['character'], 4, 30, 3, 5],
  ['Tobin Arleque', 'B', 'rare', 'light', ['character'], 6, 35, 5, 6],
  ['Amaran Vesh', 'A', 'rare', 'light', ['character'], 5, 45, 4, 5],
  ['Amaran Vesh', 'B', 'rare', 'light', ['character'], 8, 50, 7, 7],
  ['Ilsa Marrow', 'A', 'uncommon', 'light', ['character'], 3, 35, 2, 4],
  ['Ilsa Marrow', 'B', 'rare', 'light', ['character'], 5, 40, 4, 5],
  ['Joss Ferrand', 'A', 'uncommon', 'light', ['character'], 2, 45, 2, 2],
  // Dark side characters
  ['Veyra Kastellan', 'A', 'uncommon', 'dark', ['character'], 4, 35, 3, 4],
  ['Veyra Kastellan', 'B', 'rare', 'dark', ['character'], 6, 40, 5, 5],
  ['Veyra Kastellan', 'C', 'rare', 'dark', ['character'], 8, 45, 7, 6],
  ['Veyra Kastellan', 'D', 'promo', 'dark', ['character'], 5, 50, 4, 5],
  ['Harl Dessik', 'A', 'uncommon', 'dark', ['character'], 3, 30, 3, 3],
  ['Harl Dessik', 'B', 'rare', 'dark', ['character'], 5, 35, 5, 4],
  ['Serith Dall', 'A', 'rare', 'dark', ['character'], 5, 55, 5, 4],
  ['Serith Dall', 'B', 'rare', 'dark', ['character'], 7, 60, 7, 5],
  ['Corra Vey', 'A', 'uncommon', 'dark', ['character'], 2, 50, 2, 2],
  // Neutral and Yuuzhan Vong characters
  ['Zenna Kraal', 'A', 'uncommon', 'neutral', ['character'], 3, 45, 2, 3],
  ['Zenna Kraal', 'B', 'rare', 'neutral', ['character'], 5, 50, 4, 4],
  ['Gorrik the Unpaid', 'A', 'rare', 'neutral', ['character'], 4, 40, 4, 4],
  ['Ekkhar Thuun', 'A', 'rare', 'yuuzhan-vong', ['character'], 6, 45, 6, 5],
  // Named ships and vehicles
  ['Copper Sparrow', 'A', 'rare', 'light', ['space'], 4, 70, 3, 4],
  ['Copper Sparrow', 'B', 'rare', 'light', ['space'], 6, 75, 5, 5],
  ['Patient Hammer', 'A', 'rare', 'dark', ['space'], 8, 30, 8, 9],
  ['Grey Bargain', 'A', 'rare', 'neutral', ['space'], 5, 65, 4, 5],
  ['Old Rustjaw', 'A', 'rare', 'neutral', ['ground'], 5, 15, 5, 7],
  ['Iron Mandate', 'A', 'rare', 'dark', ['ground'], 7, 20, 7, 8],
  ['Wayward Lantern', 'A', 'promo', 'light', ['space', 'ground'], 6, 55, 5, 5],
  // Multi-arena units
  ['Brass Tortoise', 'A', 'rare', 'light', ['space', 'ground'], 6, 35, 5, 6],
  ['Hollowpeak Assault Lander', null, 'rare', 'dark', ['space', 'ground'], 6, 40, 5, 6],
  ['Deepdune Leviathan', null, 'rare', 'neutral', ['ground', 'character'], 7, 20, 7, 7],
  ['Ridgeline Walker Crew', null, 'uncommon', 'light', ['ground', 'character'], 4, 25, 3, 4],
  ['Riot Control Mech', null, 'uncommon', 'dark', ['ground', 'character'], 4, 20, 4, 4],
  ['Scavenger Gunship', null, 'uncommon', 'neutral', ['space', 'ground'], 4, 45, 3, 4],
  ['Dustline Hover Transport', null, 'common', 'light', ['space', 'ground'], 3, 40, 2, 3],
  ['Garrison Dropship', null, 'common', 'dark', ['space', 'ground'], 3, 35, 3, 3],
  ['Smuggler Jump Skiff', null, 'common', 'neutral', ['space', 'ground'], 2, 50, 2, 2],
];

/** Non-unit cards written out: [name, version, rarity, side, type, cost]. */
const SWTCG_OTHERS = [
  ['Vorn Family Saber', 'A', 'rare', 'light', 'equipment', 3],
  ['Garrison Supply Depot', null, 'rare', 'dark', 'resource', 2],
  ['Smuggled Fuel Cache', null, 'common', 'neutral', 'resource', 1],
  ['Festival of Lanterns', null, 'rare', 'light', 'event', null],
  ['Ion Storm Season', null, 'rare', 'neutral', 'event', null],
  ['Harvest Moon Truce', null, 'uncommon', 'neutral', 'event', null],
  ['Decree of Curfew', null, 'uncommon', 'dark', 'event', null],
  ['Duel at the Spire Edge', null, 'promo', 'neutral', 'battle', null],
];

/** Supply subordinates (rarity "subordinate", the S symbol): [name, side, unitTypes]. */
const SWTCG_SUBORDINATES = [
  ['Dustline Militia Levy', 'light', ['ground']],
  ['Saltline Rescue Skiff', 'light', ['space']],
  ['Garrison Conscript', 'dark', ['character']],
  ['Ironreach Sentry Turret', 'dark', ['ground']],
  ['Scrap Drone Swarm', 'neutral', ['space']],
  ['Coral Spawnling', 'yuuzhan-vong', ['character']],
];

/** Generated non-unique cards per rarity and kind, and how many of each group are Yuuzhan Vong. */
const SWTCG_FILLERS = {
  rare: { battle: 5, mission: 3, location: 3, equipment: 2 },
  uncommon: { character: 6, space: 8, ground: 8, battle: 7, mission: 4, location: 2, equipment: 2 },
  common: { character: 16, space: 18, ground: 18, battle: 12, mission: 6, location: 3, equipment: 3 },
};
const SWTCG_VONG = { common: { character: 1, space: 1, ground: 1, battle: 1 }, uncommon: { character: 1 } };

/** Light and Dark share the bulk evenly, about one in six is Neutral, plus the Yuuzhan Vong ones. */
function swtcgSides(/** @type {Rng} */ rng, /** @type {number} */ count, /** @type {number} */ vong) {
  const rest = count - vong;
  const neutral = Math.round(rest / 6);
  const light = Math.ceil((rest - neutral) / 2);
  return rng.shuffle(
    expand([
      ['light', light],
      ['dark', rest - neutral - light],
      ['neutral', neutral],
      ['yuuzhan-vong', vong],
    ]),
  );
}

function swtcgCard(/** @type {Record<string, unknown>} */ f) {
  /** @type {Record<string, unknown>} */
  const card = {
    name: f.name,
    type: f.type,
    rarity: f.rarity,
    unitTypes: f.unitTypes ?? [],
    side: f.side,
    version: f.version ?? null,
    englishName: f.name,
    cost: f.cost ?? null,
    unique: f.version !== null && f.version !== undefined,
  };
  if (f.speed !== undefined) Object.assign(card, { speed: f.speed, power: f.power, health: f.health });
  return card;
}

export function buildSwtcg() {
  const code = 'CDT';
  const rng = createRng(0xc0da7c01);
  const used = new Set();
  const claim = (/** @type {string} */ name, /** @type {string | null} */ version) => {
    const key = `${name}|${version ?? ''}`;
    if (used.has(key)) throw new Error(`demo sets: duplicate swtcg card ${key}`);
    used.add(key);
    used.add(name); // so generated names never reuse a unique card's name
  };
  /** @type {Record<string, unknown>[]} */
  const cards = [];

  for (const [name, version, rarity, side, unitTypes, cost, speed, power, health] of SWTCG_UNITS) {
    claim(/** @type {string} */ (name), /** @type {string | null} */ (version));
    cards.push(swtcgCard({ name, version, rarity, side, type: 'unit', unitTypes, cost, speed, power, health }));
  }
  for (const [name, version, rarity, side, type, cost] of SWTCG_OTHERS) {
    claim(/** @type {string} */ (name), /** @type {string | null} */ (version));
    cards.push(swtcgCard({ name, version, rarity, side, type, cost }));
  }
  for (const [name, side, unitTypes] of SWTCG_SUBORDINATES) {
    claim(/** @type {string} */ (name), null);
    cards.push(swtcgCard({ name, rarity: 'subordinate', side, type: 'subordinate', unitTypes }));
  }

  const combo = comboNamer(rng, used, W.PLACE_PREFIXES);
  const battlePlaces = drawFrom(
    rng,
    W.BATTLE_WORDS.flatMap((word) => W.WORLDS.map((world) => `${word} at ${world}`)),
    'battle names',
  );
  const missions = drawFrom(
    rng,
    W.MISSION_GOALS.flatMap((goal) => W.WORLDS.map((world) => `${goal} at ${world}`)),
    'mission names',
  );
  const locations = drawFrom(
    rng,
    W.WORLDS.flatMap((world) => W.FACILITIES.map((facility) => `${world} ${facility}`)),
    'location names',
  );
  const vongNames = {
    character: drawFrom(rng, W.SWTCG_UNIT_NOUNS['yuuzhan-vong'].character, 'vong characters'),
    space: drawFrom(rng, W.SWTCG_UNIT_NOUNS['yuuzhan-vong'].space, 'vong ships'),
    ground: drawFrom(rng, W.SWTCG_UNIT_NOUNS['yuuzhan-vong'].ground, 'vong ground units'),
  };
  const costRange = { common: [1, 5], uncommon: [2, 6], rare: [3, 8] };

  for (const [rarity, groups] of Object.entries(SWTCG_FILLERS)) {
    const [low, high] = costRange[/** @type {'common'} */ (rarity)];
    for (const [kind, count] of Object.entries(groups)) {
      const vong = /** @type {Record<string, Record<string, number>>} */ (SWTCG_VONG)[rarity]?.[kind] ?? 0;
      for (const side of swtcgSides(rng, count, vong)) {
        if (kind === 'character' || kind === 'space' || kind === 'ground') {
          const name =
            side === 'yuuzhan-vong'
              ? vongNames[kind]()
              : combo(W.SWTCG_UNIT_NOUNS[/** @type {'light'} */ (side)][kind], (n) => n).name;
          claim(name, null);
          const cost = rng.int(low, high);
          const speed = 5 * rng.int(kind === 'ground' ? 2 : 5, kind === 'ground' ? 8 : 14);
          const power = Math.max(1, cost + rng.int(-1, 2));
          const health = Math.max(1, cost + rng.int(-1, 1));
          cards.push(swtcgCard({ name, rarity, side, type: 'unit', unitTypes: [kind], cost, speed, power, health }));
        } else {
          const name =
            kind === 'battle'
              ? battlePlaces()
              : kind === 'mission'
                ? missions()
                : kind === 'location'
                  ? locations()
                  : combo(W.GEAR_NOUNS, (n) => n[0]).name;
          claim(name, null);
          const cost =
            kind === 'battle'
              ? null
              : kind === 'mission'
                ? rng.int(1, 4)
                : kind === 'location'
                  ? rng.int(0, 3)
                  : rng.int(1, 4);
          cards.push(swtcgCard({ name, rarity, side, type: kind, cost }));
        }
      }
    }
  }

  // Set order as WotC printed it: rares, uncommons, commons, then promos and the Supply's subordinates;
  // alphabetical within a rarity.
  const rarityOrder = { rare: 0, uncommon: 1, common: 2, promo: 3, subordinate: 4 };
  cards.sort(
    (a, b) =>
      rarityOrder[/** @type {'rare'} */ (a.rarity)] - rarityOrder[/** @type {'rare'} */ (b.rarity)] ||
      byKey(/** @type {string} */ (a.name), /** @type {string} */ (b.name)) ||
      byKey(/** @type {string} */ (a.version ?? ''), /** @type {string} */ (b.version ?? '')),
  );
  return {
    game: 'swtcg',
    code,
    name: 'Cantina Demo: Smugglers of the Saltline',
    cards: numbered(code, cards),
    booster: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Star Wars: Destiny — CDD

/**
 * Characters: [title, subtitle, rarity, affiliation, colour, points]. Every character has dice
 * (Destiny rules, Parte 1: one or two per character); `[normal, elite]` points mark a character
 * that can be fielded elite with two dice. Two cards share the title "Tovah Illeen", so a team may
 * hold only one of them (uniqueness by title).
 */
const DESTINY_CHARACTERS = [
  ['Brevik Thane', 'Ridge Breaker', 'starter', 'hero', 'red', [11, 15]],
  ['Tovah Illeen', 'Wandering Healer', 'starter', 'hero', 'blue', [10, 14]],
  ['Bastien Kord', 'Hound of the Spire', 'starter', 'villain', 'red', [12, 16]],
  ['Serith Dall', 'Blade in the Ash', 'starter', 'villain', 'blue', [13, 17]],
  ['Amaran Vesh', 'Keeper of the Quiet Spire', 'legendary', 'hero', 'blue', [15, 20]],
  ['Saffa Dreel', 'Fury of Teshmir', 'legendary', 'hero', 'yellow', [14, 19]],
  ['Tovah Illeen', 'Keeper of the Spire', 'legendary', 'hero', 'blue', [14, 18]],
  ['Veyra Kastellan', 'Voice of the Decree', 'legendary', 'villain', 'red', [16, 21]],
  ['Ivrek Saal', 'Keeper of Ledgers', 'legendary', 'villain', 'yellow', [13, 18]],
  ['Mordane Ulk', 'Voice in the Dark', 'legendary', 'villain', 'blue', [18]],
  ['Zenna Kraal', 'Broker of Lost Things', 'legendary', 'neutral', 'yellow', [12, 16]],
  ['Dace Halloran', 'Admiral of the Rimward Fleet', 'rare', 'hero', 'red', [12, 16]],
  ['Talia Quenn', 'Marksman of Highcliff', 'rare', 'hero', 'red', [10, 14]],
  ['Joss Ferrand', 'Forger of Safe Passage', 'rare', 'hero', 'yellow', [9, 13]],
  ['Kessa Vorn', 'Dune Scout', 'rare', 'hero', 'yellow', [11, 15]],
  ['Oren Vasque', 'Patient Teacher', 'rare', 'hero', 'blue', [12]],
  ['Harl Dessik', 'Commandant of Ironreach', 'rare', 'villain', 'red', [11, 15]],
  ['Liss Marvek', 'Ambitious Lieutenant', 'rare', 'villain', 'red', [9, 13]],
  ['Corra Vey', 'Agent of the Tithe', 'rare', 'villain', 'yellow', [10, 14]],
  ['Ysra Caddow', 'Hand of the Spire', 'rare', 'villain', 'blue', [13, 17]],
  ['Brask Oddun', 'Pit Champion of Braxum', 'rare', 'neutral', 'red', [11, 15]],
  ['Dustline Militia Volunteer', null, 'rare', 'hero', 'red', [7]],
  ['Saltmarsh Lookout', null, 'rare', 'hero', 'yellow', [6]],
  ['Ironreach Line Trooper', null, 'rare', 'villain', 'red', [8]],
  ['Rustgate Hired Gun', null, 'rare', 'neutral', 'yellow', [8]],
];

/** Fixed (starter) deck cards, matching the starter characters: [type, affiliation, colour, hasDie]. */
const DESTINY_STARTER_CARDS = [
  ['upgrade', 'hero', 'red', true],
  ['upgrade', 'hero', 'blue', true],
  ['upgrade', 'villain', 'red', true],
  ['upgrade', 'villain', 'blue', true],
  ['support', 'neutral', 'gray', true],
  ['support', 'villain', 'gray', false],
  ['event', 'hero', 'red', false],
  ['event', 'villain', 'blue', false],
];

/** Boosters hold 3 commons, 1 uncommon and a rare or legendary with its die: dice live at R/L. */
const DESTINY_PLAN = {
  legendary: { upgrade: 4, support: 1 },
  rare: { upgrade: 10, support: 4, plot: 2 },
  uncommon: { event: 13, upgrade: 8, support: 5, plot: 2, battlefield: 2 },
  common: { event: 18, upgrade: 10, support: 6, battlefield: 6 },
};

/** Affiliation and colour of non-character cards, cycled so every combination appears. */
const DESTINY_COMBOS = [
  ['villain', 'red'],
  ['hero', 'red'],
  ['villain', 'blue'],
  ['hero', 'blue'],
  ['villain', 'yellow'],
  ['hero', 'yellow'],
  ['neutral', 'gray'],
  ['villain', 'gray'],
  ['hero', 'gray'],
  ['neutral', 'yellow'],
  ['neutral', 'red'],
  ['neutral', 'blue'],
];

function destinyCard(/** @type {Record<string, unknown>} */ f) {
  /** @type {Record<string, unknown>} */
  const card = { name: f.name };
  if (f.subtitle) card.subtitle = f.subtitle;
  Object.assign(card, {
    type: f.type,
    rarity: f.rarity,
    affiliation: f.affiliation,
    color: f.color,
    points: f.points ?? null,
    hasDie: f.hasDie,
    cost: f.cost ?? null,
    unique: f.unique,
  });
  return card;
}

export function buildDestiny() {
  const code = 'CDD';
  const rng = createRng(0xc0dad501);
  const titles = {
    upgrade: drawFrom(rng, W.DESTINY_TITLES.upgrade, 'destiny upgrade titles'),
    support: drawFrom(rng, W.DESTINY_TITLES.support, 'destiny support titles'),
    event: drawFrom(rng, W.DESTINY_TITLES.event, 'destiny event titles'),
    plot: drawFrom(rng, W.DESTINY_TITLES.plot, 'destiny plot titles'),
    battlefield: drawFrom(rng, W.DESTINY_TITLES.battlefield, 'destiny battlefields'),
  };
  /** @type {Record<string, unknown>[]} */
  const cards = DESTINY_CHARACTERS.map(([name, subtitle, rarity, affiliation, color, points]) =>
    destinyCard({
      name,
      subtitle,
      type: 'character',
      rarity,
      affiliation,
      color,
      points,
      hasDie: true,
      unique: subtitle !== null,
    }),
  );

  const deckCard = (
    /** @type {string} */ type,
    /** @type {string} */ rarity,
    /** @type {string} */ affiliation,
    /** @type {string} */ color,
    /** @type {boolean} */ hasDie,
  ) => {
    if (type === 'battlefield') {
      const [name, subtitle] = titles.battlefield();
      return destinyCard({
        name,
        subtitle,
        type,
        rarity,
        affiliation: 'neutral',
        color: 'gray',
        hasDie: false,
        unique: false,
      });
    }
    if (type === 'plot') {
      return destinyCard({
        name: titles.plot(),
        type,
        rarity,
        affiliation,
        color: 'gray',
        points: [rng.int(1, 2)],
        hasDie: false,
        unique: false,
      });
    }
    const name = titles[/** @type {'event'} */ (type)]();
    const cost =
      type === 'event' ? rng.int(0, 3) : type === 'support' ? rng.int(1, 4) : hasDie ? rng.int(1, 4) : rng.int(0, 3);
    const unique = type !== 'event' && hasDie && rng.next() < 0.25;
    return destinyCard({ name, type, rarity, affiliation, color, hasDie, cost, unique });
  };

  for (const [type, affiliation, color, hasDie] of DESTINY_STARTER_CARDS) {
    cards.push(
      deckCard(
        /** @type {string} */ (type),
        'starter',
        /** @type {string} */ (affiliation),
        /** @type {string} */ (color),
        /** @type {boolean} */ (hasDie),
      ),
    );
  }
  let comboIndex = 0;
  const plotAffiliations = ['hero', 'villain', 'neutral', 'neutral'];
  for (const [rarity, counts] of Object.entries(DESTINY_PLAN)) {
    const types = rng.shuffle(expand(/** @type {[string, number][]} */ (Object.entries(counts))));
    for (const type of types) {
      const withDie = (rarity === 'rare' || rarity === 'legendary') && type !== 'plot';
      if (type === 'plot') {
        cards.push(deckCard(type, rarity, /** @type {string} */ (plotAffiliations.shift()), 'gray', false));
        continue;
      }
      const [affiliation, color] = DESTINY_COMBOS[comboIndex++ % DESTINY_COMBOS.length];
      cards.push(deckCard(type, rarity, affiliation, color, withDie));
    }
  }

  // Set order like the real sets: villain, hero, neutral; red, blue, yellow, gray; characters
  // first; battlefields last.
  const affiliationOrder = { villain: 0, hero: 1, neutral: 2 };
  const colourOrder = { red: 0, blue: 1, yellow: 2, gray: 3 };
  const typeOrder = { character: 0, upgrade: 1, support: 2, event: 3, plot: 4, battlefield: 5 };
  cards.sort(
    (a, b) =>
      (a.type === 'battlefield' ? 1 : 0) - (b.type === 'battlefield' ? 1 : 0) ||
      colourOrder[/** @type {'red'} */ (a.color)] - colourOrder[/** @type {'red'} */ (b.color)] ||
      affiliationOrder[/** @type {'hero'} */ (a.affiliation)] -
        affiliationOrder[/** @type {'hero'} */ (b.affiliation)] ||
      typeOrder[/** @type {'event'} */ (a.type)] - typeOrder[/** @type {'event'} */ (b.type)] ||
      byKey(/** @type {string} */ (a.name), /** @type {string} */ (b.name)) ||
      byKey(/** @type {string} */ (a.subtitle ?? ''), /** @type {string} */ (b.subtitle ?? '')),
  );
  return {
    game: 'destiny',
    code,
    name: 'Cantina Demo: Echoes of the Quiet Spire',
    cards: numbered(code, cards),
    booster: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Star Wars: The Deckbuilding Game — CDB

/**
 * DBG prints no rarity; `rarity` is a label of where the card lives: "starter" (the fixed 10-card
 * starter decks), "galaxy" (the shared 90-card galaxy deck), "pilot" (the 10-card pile open to
 * both players), "base". `copies` says how many of the card the box holds.
 * [name, type, faction, cost, copies, attack, resources, force, unique]
 */
const DBG_STARTERS = [
  ['Garrison Lander', 'unit', 'empire', null, 7, 0, 1, 0, false],
  ['Ashfall Line Enforcer', 'unit', 'empire', null, 2, 2, 0, 0, false],
  ['Adept of the Ash', 'unit', 'empire', null, 1, 2, 0, 1, false],
  ['Freedom Runner Shuttle', 'unit', 'rebel', null, 7, 0, 1, 0, false],
  ['Saltmarsh Volunteer', 'unit', 'rebel', null, 2, 2, 0, 0, false],
  ['Hermit of the Quiet Spire', 'unit', 'rebel', null, 1, 2, 0, 1, false],
];

const DBG_GALAXY = [
  // Empire: 30 cards
  ['Ironreach Garrison Enforcer', 'unit', 'empire', 2, 3, 2, 0, 0, false],
  ['Ashfall Patrol Walker', 'unit', 'empire', 3, 2, 3, 0, 0, false],
  ['Decree Interrogator', 'unit', 'empire', 3, 2, 1, 1, 1, false],
  ['Dagger Fighter Wing', 'unit', 'empire', 2, 3, 2, 0, 0, false],
  ['Hunter-Killer Squadron', 'unit', 'empire', 4, 2, 4, 0, 0, false],
  ['Ironreach Siege Walker', 'unit', 'empire', 5, 2, 5, 0, 0, false],
  ['Varkhali Tithe Collector', 'unit', 'empire', 3, 2, 0, 3, 0, false],
  ['Redmoor Riot Guard', 'unit', 'empire', 4, 2, 3, 0, 1, false],
  ['Sablereach Probe Droid', 'unit', 'empire', 1, 3, 0, 1, 0, false],
  ['Veyra Kastellan', 'unit', 'empire', 7, 1, 5, 0, 2, true],
  ['Harl Dessik', 'unit', 'empire', 6, 1, 4, 2, 0, true],
  ['Serith Dall', 'unit', 'empire', 6, 1, 5, 0, 2, true],
  ['Bastien Kord', 'unit', 'empire', 5, 1, 5, 0, 0, true],
  ['Patient Hammer', 'capital-ship', 'empire', 8, 1, 4, 2, 0, true],
  ['Heavy Picket Frigate', 'capital-ship', 'empire', 6, 2, 2, 2, 0, false],
  ['Ashfall Strike Carrier', 'capital-ship', 'empire', 7, 2, 3, 1, 0, false],
  // Rebel: 30 cards
  ['Highcliff Ridge Scout', 'unit', 'rebel', 2, 3, 2, 0, 0, false],
  ['Lowmarch Field Medic', 'unit', 'rebel', 2, 2, 0, 1, 1, false],
  ['Thornfield Sapper Team', 'unit', 'rebel', 3, 2, 3, 0, 0, false],
  ['Brightwater Strike Flight', 'unit', 'rebel', 2, 3, 2, 0, 0, false],
  ['Saltmarsh Bomber Wing', 'unit', 'rebel', 4, 2, 4, 0, 0, false],
  ['Windhollow Repulsor Tank', 'unit', 'rebel', 5, 2, 5, 0, 0, false],
  ['Saltline Signal Runner', 'unit', 'rebel', 3, 2, 0, 2, 1, false],
  ['Frostvale Militia Sharpshooter', 'unit', 'rebel', 4, 2, 3, 0, 1, false],
  ['Deepwell Rescue Squad', 'unit', 'rebel', 1, 3, 0, 1, 0, false],
  ['Kessa Vorn', 'unit', 'rebel', 6, 1, 4, 0, 2, true],
  ['Amaran Vesh', 'unit', 'rebel', 7, 1, 4, 0, 3, true],
  ['Dace Halloran', 'unit', 'rebel', 6, 1, 3, 3, 0, true],
  ['Saffa Dreel', 'unit', 'rebel', 5, 1, 5, 0, 0, true],
  ['Copper Sparrow', 'capital-ship', 'rebel', 8, 1, 4, 2, 0, true],
  ['Rimward Escort Frigate', 'capital-ship', 'rebel', 6, 2, 2, 2, 0, false],
  ['Coldharbor Medical Frigate', 'capital-ship', 'rebel', 7, 2, 1, 3, 0, false],
  // Neutral: 30 cards
  ['Rustgate Hired Gun', 'unit', 'neutral', 2, 3, 2, 0, 0, false],
  ['Orrowind Slicer', 'unit', 'neutral', 2, 2, 0, 2, 0, false],
  ['Mirefen Bounty Tracker', 'unit', 'neutral', 3, 3, 3, 0, 0, false],
  ['Sunscar Scavenger Crew', 'unit', 'neutral', 2, 3, 1, 1, 0, false],
  ['Braxian Pit Fighter', 'unit', 'neutral', 3, 2, 3, 0, 0, false],
  ['Farshore Tramp Freighter', 'unit', 'neutral', 4, 2, 2, 2, 0, false],
  ['Tidebreak Pirate Gunship', 'unit', 'neutral', 5, 2, 5, 0, 0, false],
  ['Quarrystone Salvage Crawler', 'unit', 'neutral', 4, 2, 2, 1, 0, false],
  ['Veilmoor Informant', 'unit', 'neutral', 1, 2, 0, 1, 0, false],
  ['Zenna Kraal', 'unit', 'neutral', 6, 1, 3, 3, 0, true],
  ['Brask Oddun', 'unit', 'neutral', 6, 1, 6, 0, 0, true],
  ['Gorrik the Unpaid', 'unit', 'neutral', 5, 1, 4, 1, 0, true],
  ['Grey Bargain', 'capital-ship', 'neutral', 7, 1, 3, 2, 0, true],
  ['Armed Ore Hauler', 'capital-ship', 'neutral', 6, 2, 2, 2, 0, false],
  ['Wayhouse Card Sharp', 'unit', 'neutral', 1, 3, 0, 2, 0, false],
];

const DBG_PILOT = ['Drifter Pilot', 'unit', 'neutral', 2, 10, 2, 0, 0, false];

/** Ten bases per faction; the first is the starting base of the introductory game. [name, faction, resistance] */
const DBG_BASES = [
  ['Ironreach Garrison', 'empire', 8],
  ['Ashfall Citadel', 'empire', 14],
  ['Decree Spire', 'empire', 12],
  ['Coldharbor Drydock', 'empire', 10],
  ['Sablereach Listening Post', 'empire', 10],
  ['Redmoor Prison Camp', 'empire', 12],
  ['Hollowpeak Foundry', 'empire', 14],
  ['Quellis Orbital Yard', 'empire', 16],
  ['Varkhal Tithe Depot', 'empire', 12],
  ['Sunscar Proving Grounds', 'empire', 16],
  ['Saltmarsh Hideout', 'rebel', 8],
  ['Quiet Spire', 'rebel', 14],
  ['Teshmir Refuge', 'rebel', 12],
  ['Frostvale Listening Post', 'rebel', 10],
  ['Mirefen Camp', 'rebel', 10],
  ['Windhollow Caves', 'rebel', 12],
  ['Lowmarch Farmstead', 'rebel', 12],
  ['Brightwater Station', 'rebel', 14],
  ['Deepwell Archive', 'rebel', 16],
  ['Farshore Landing', 'rebel', 16],
];

export function buildDbg() {
  const code = 'CDB';
  const row = (/** @type {unknown[]} */ entry, /** @type {string} */ rarity) => {
    const [name, type, faction, cost, copies, attack, resources, force, unique] = entry;
    return { name, type, rarity, faction, cost, unique, copies, attack, resources, force };
  };
  const cards = [
    ...DBG_STARTERS.map((entry) => row(entry, 'starter')),
    ...DBG_GALAXY.map((entry) => row(entry, 'galaxy')),
    row(DBG_PILOT, 'pilot'),
    ...DBG_BASES.map(([name, faction, resistance], index) => ({
      name,
      type: 'base',
      rarity: 'base',
      faction,
      cost: null,
      unique: false,
      copies: 1,
      resistance,
      startingBase: index % 10 === 0,
    })),
  ];
  const names = new Set();
  for (const card of cards) {
    if (names.has(card.name)) throw new Error(`demo sets: duplicate dbg card ${card.name}`);
    names.add(card.name);
  }
  return {
    game: 'dbg',
    code,
    name: 'Cantina Demo: Tug-of-War for Teshmir',
    cards: numbered(code, cards),
    booster: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Output

/** Pretty JSON, formatted with the repo's Prettier settings when Prettier is installed. */
async function render(/** @type {unknown} */ set, /** @type {string} */ file) {
  const json = `${JSON.stringify(set, null, 2)}\n`;
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(file)) ?? {};
    return await prettier.format(json, { ...options, filepath: file });
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code === 'ERR_MODULE_NOT_FOUND') return json;
    throw error;
  }
}

export function buildDemoSets() {
  return { swu: buildSwu(), swtcg: buildSwtcg(), destiny: buildDestiny(), dbg: buildDbg() };
}

async function main() {
  const checkOnly = process.argv.includes('--check');
  const sets = buildDemoSets();
  mkdirSync(OUT_DIR, { recursive: true });
  let stale = 0;
  for (const [game, set] of Object.entries(sets)) {
    const file = join(OUT_DIR, DEMO_SET_FILES[/** @type {'swu'} */ (game)]);
    const text = await render(set, file);
    if (checkOnly) {
      const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (current !== text) {
        console.error(`out of date: ${file} (run node tools/cards/generate-demo-sets.mjs)`);
        stale++;
      }
    } else {
      writeFileSync(file, text);
      console.log(`wrote ${file} (${set.cards.length} cards)`);
    }
  }
  const ok = checkDemoSets(OUT_DIR);
  process.exitCode = stale > 0 || !ok ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
