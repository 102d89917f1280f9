#!/usr/bin/env node
// @ts-check
/**
 * Self-check of the bundled demo card sets (apps/api/src/assets/demo-sets): the Cantina set
 * format of the contract, the sizes and shapes issue 3 asks for, and a scan for well-known
 * Star Wars names that must not appear in invented data. Prints a summary per set.
 *
 *   node tools/cards/check-demo-sets.mjs [DIR]     exit 1 when any check fails
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEMO_SET_FILES = {
  swu: 'swu-demo.json',
  swtcg: 'swtcg-demo.json',
  destiny: 'destiny-demo.json',
  dbg: 'dbg-demo.json',
};
export const DEMO_SET_CODES = { swu: 'CDA', swtcg: 'CDT', destiny: 'CDD', dbg: 'CDB' };

/** Contract "Card sets": the allowed values per game. */
const ENUMS = {
  swu: {
    type: ['leader', 'base', 'unit', 'event', 'upgrade', 'token'],
    rarity: ['common', 'uncommon', 'rare', 'legendary', 'special'],
    aspects: ['vigilance', 'command', 'aggression', 'cunning', 'villainy', 'heroism'],
    arenas: ['ground', 'space'],
  },
  swtcg: {
    type: ['unit', 'battle', 'mission', 'location', 'equipment', 'resource', 'event', 'subordinate'],
    rarity: ['common', 'uncommon', 'rare', 'promo', 'subordinate'],
    unitTypes: ['space', 'ground', 'character'],
    side: ['light', 'dark', 'neutral', 'yuuzhan-vong'],
  },
  destiny: {
    type: ['character', 'event', 'upgrade', 'support', 'battlefield', 'plot'],
    rarity: ['starter', 'common', 'uncommon', 'rare', 'legendary'],
    affiliation: ['hero', 'villain', 'neutral'],
    color: ['red', 'blue', 'yellow', 'gray'],
  },
  dbg: {
    type: ['unit', 'capital-ship', 'base'],
    faction: ['empire', 'rebel', 'neutral'],
  },
};

/**
 * Names from the films, series, games and real card sets that invented demo data must never use
 * (whole words, any case). Not exhaustive: a tripwire for accidents, not a licence.
 */
const FORBIDDEN_WORDS = [
  // people
  'Luke',
  'Skywalker',
  'Leia',
  'Organa',
  'Han',
  'Solo',
  'Chewbacca',
  'Chewie',
  'Vader',
  'Anakin',
  'Obi-Wan',
  'Kenobi',
  'Yoda',
  'Palpatine',
  'Sidious',
  'Maul',
  'Dooku',
  'Tyranus',
  'Grievous',
  'Padme',
  'Padmé',
  'Amidala',
  'Boba',
  'Jango',
  'Fett',
  'Lando',
  'Calrissian',
  'Ackbar',
  'Wedge',
  'Antilles',
  'Biggs',
  'Tarkin',
  'Thrawn',
  'Ahsoka',
  'Tano',
  'Rex',
  'Cody',
  'Hera',
  'Syndulla',
  'Kanan',
  'Jarrus',
  'Ezra',
  'Bridger',
  'Sabine',
  'Wren',
  'Zeb',
  'Orrelios',
  'Chopper',
  'Jyn',
  'Erso',
  'Cassian',
  'Andor',
  'Bodhi',
  'Rook',
  'Chirrut',
  'Baze',
  'Gerrera',
  'Krennic',
  'Rey',
  'Finn',
  'Poe',
  'Dameron',
  'Kylo',
  'Snoke',
  'Hux',
  'Phasma',
  'Grogu',
  'Djarin',
  'Mando',
  'Gideon',
  'Bo-Katan',
  'Kryze',
  'Fennec',
  'Cad',
  'Bane',
  'Hondo',
  'Ohnaka',
  "Qi'ra",
  'Enfys',
  'Bossk',
  'Dengar',
  'Zuckuss',
  'Greedo',
  'Jabba',
  'Hutt',
  'Fortuna',
  'Lobot',
  'Mothma',
  'Bail',
  'Quinlan',
  'Asajj',
  'Ventress',
  'Mace',
  'Windu',
  'Fisto',
  'Plo',
  'Koon',
  'Shaak',
  'Aayla',
  'Secura',
  'Luminara',
  'Barriss',
  'Qui-Gon',
  'Jinn',
  'Jar',
  'Binks',
  'Nute',
  'Gunray',
  'Watto',
  'Sebulba',
  'Veers',
  'Piett',
  'Ozzel',
  'Needa',
  'Jerjerrod',
  'Krayt',
  'Revan',
  'Malak',
  'Kreia',
  'Bastila',
  'Kestis',
  'Cere',
  'Merrin',
  'Greez',
  'Trilla',
  'Yularen',
  'Motti',
  'Tagge',
  'Inquisitor',
  'Sloane',
  'Pryce',
  'Kallus',
  'Saxon',
  'Elsbeth',
  'Baylan',
  'Skoll',
  'Hati',
  'Marrok',
  'Huyang',
  'Luthen',
  'Dedra',
  'Syril',
  'Karn',
  'Cinta',
  'Maarva',
  'Bix',
  'Nemik',
  'Vel',
  'Sartha',
  'Kino',
  'Melshi',
  'Omega',
  'Crosshair',
  'Wrecker',
  'Tarre',
  'Vizsla',
  'Pre',
  'Satine',
  'Korkie',
  'Kalani',
  'Wat',
  'Tambor',
  'Lott',
  'Dod',
  'Sifo-Dyas',
  'Zam',
  'Wesell',
  'Aurra',
  'Sing',
  'Embo',
  'Latts',
  'Razzi',
  'Krrsantan',
  'Garsa',
  'Fwan',
  'Vane',
  'Kuiil',
  'Greef',
  'Karga',
  'Cara',
  'Migs',
  'Mayfeld',
  'Teva',
  'Rose',
  'Tico',
  'Holdo',
  'Connix',
  'Zorii',
  'Babu',
  'Frik',
  'Jannah',
  'Maz',
  'Kanata',
  'Unkar',
  'Plutt',
  'Lor',
  'San',
  'Tekka',
  'Rio',
  'Durant',
  'Beckett',
  'Val',
  'Dryden',
  'Vos',
  'Kyle',
  'Katarn',
  'Jan',
  'Ors',
  'Starkiller',
  'Marek',
  'Juno',
  'Iden',
  'Versio',
  'Kay',
  'Vess',
  'Nix',
  'Avar',
  'Kriss',
  'Stellan',
  'Gios',
  'Marchion',
  'Mara',
  'Jade',
  'Jacen',
  'Jaina',
  'Kyp',
  'Durron',
  'Corran',
  'Horn',
  'Talon',
  'Karrde',
  'Tsavong',
  'Shimrra',
  'Nom',
  'Anor',
  'Wampa',
  'Rancor',
  'Sarlacc',
  'Dewback',
  'Bantha',
  'Tauntaun',
  'Porg',
  'Ewok',
  'Jawa',
  'Tusken',
  'Wookiee',
  'Rodian',
  "Twi'lek",
  'Gungan',
  'Trandoshan',
  'Mandalorian',
  'Jedi',
  'Sith',
  'Nightsister',
  // droids and ships
  'R2-D2',
  'C-3PO',
  'BB-8',
  'K-2SO',
  'IG-88',
  'IG-11',
  '4-LOM',
  'L3-37',
  'Chopper',
  'Droideka',
  'X-wing',
  'Y-wing',
  'A-wing',
  'B-wing',
  'U-wing',
  'V-wing',
  'TIE',
  'AT-AT',
  'AT-ST',
  'AT-RT',
  'AT-TE',
  'ARC-170',
  'LAAT',
  'Falcon',
  'Tantive',
  'Executor',
  'Devastator',
  'Razor',
  'Ghost',
  'Phantom',
  'Outrider',
  'Slave',
  'Firespray',
  'Venator',
  'Acclamator',
  'Nebulon',
  'Gozanti',
  'Lambda',
  'Snowspeeder',
  'Stormtrooper',
  'Snowtrooper',
  'Shoretrooper',
  'Deathtrooper',
  'Scout Trooper',
  'Clone Trooper',
  'Battle Droid',
  'Lightsaber',
  'Star Destroyer',
  'Death Star',
  'Millennium',
  'Home One',
  'Ebon Hawk',
  'Sandcrawler',
  'Podracer',
  // places
  'Tatooine',
  'Hoth',
  'Endor',
  'Dagobah',
  'Bespin',
  'Naboo',
  'Kamino',
  'Geonosis',
  'Mustafar',
  'Coruscant',
  'Kashyyyk',
  'Jakku',
  'Scarif',
  'Jedha',
  'Lothal',
  'Yavin',
  'Dantooine',
  'Alderaan',
  'Corellia',
  'Corellian',
  'Mandalore',
  'Ryloth',
  'Utapau',
  'Felucia',
  'Mygeeto',
  'Kessel',
  'Nevarro',
  'Crait',
  'Exegol',
  'Sullust',
  'Dathomir',
  'Ilum',
  'Malachor',
  'Atollon',
  'Wobani',
  'Eadu',
  'Mantell',
  'Takodana',
  'Ahch-To',
  'Batuu',
  'Mimban',
  'Vandor',
  'Savareen',
  'Ferrix',
  'Aldhani',
  'Narkina',
  'Kijimi',
  'Pasaana',
  'Cantonica',
  'Canto',
  'Bight',
  'Jabiim',
  'Umbara',
  'Christophsis',
  'Teth',
  'Rishi',
  'Mon Cala',
  'Onderon',
  'Florrum',
  'Peridea',
  'Seelos',
  'Ord',
];

const NAME_FIELDS = ['name', 'subtitle', 'englishName', 'text'];

function loadSet(/** @type {string} */ dir, /** @type {string} */ game) {
  const file = join(dir, DEMO_SET_FILES[/** @type {'swu'} */ (game)]);
  return { file, set: JSON.parse(readFileSync(file, 'utf8')) };
}

/** @typedef {Record<string, any>} Card */

function countBy(/** @type {Card[]} */ cards, /** @type {(card: Card) => string} */ key) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const card of cards) counts[key(card)] = (counts[key(card)] ?? 0) + 1;
  return counts;
}

function table(
  /** @type {Card[]} */ cards,
  /** @type {(card: Card) => string} */ row,
  /** @type {(card: Card) => string} */ column,
  /** @type {string[]} */ columns,
) {
  const rows = [...new Set(cards.map(row))].sort();
  const width = Math.max(12, ...rows.map((r) => r.length)) + 1;
  const col = Math.max(...columns.map((c) => c.length), 5) + 1;
  const lines = [`${''.padEnd(width)}${columns.map((c) => c.padStart(col)).join('')}${'total'.padStart(col)}`];
  for (const r of rows) {
    const inRow = cards.filter((card) => row(card) === r);
    const counts = columns.map((c) => inRow.filter((card) => column(card) === c).length);
    lines.push(
      `${r.padEnd(width)}${counts.map((n) => String(n || '.').padStart(col)).join('')}${String(inRow.length).padStart(col)}`,
    );
  }
  const totals = columns.map((c) => cards.filter((card) => column(card) === c).length);
  lines.push(
    `${'total'.padEnd(width)}${totals.map((n) => String(n).padStart(col)).join('')}${String(cards.length).padStart(col)}`,
  );
  return lines.join('\n');
}

/**
 * Runs every check and prints the summaries. Returns true when all checks pass.
 * @param {string} dir
 */
export function checkDemoSets(dir) {
  /** @type {string[]} */
  const failures = [];
  const expect = (/** @type {boolean} */ ok, /** @type {string} */ message) => {
    if (!ok) failures.push(message);
  };
  const between = (
    /** @type {number} */ n,
    /** @type {number} */ low,
    /** @type {number} */ high,
    /** @type {string} */ what,
  ) => expect(n >= low && n <= high, `${what}: ${n}, expected ${low}..${high}`);

  for (const game of Object.keys(DEMO_SET_FILES)) {
    const { file, set } = loadSet(dir, game);
    const code = DEMO_SET_CODES[/** @type {'swu'} */ (game)];
    /** @type {Card[]} */
    const cards = set.cards;
    const where = `${game} (${file})`;
    const enums = /** @type {Record<string, string[]>} */ (ENUMS[/** @type {'swu'} */ (game)]);

    // --- the Cantina set format (contract "Card sets")
    expect(set.game === game, `${where}: game is ${set.game}`);
    expect(set.code === code && /^[A-Z]{3,4}$/.test(set.code), `${where}: code ${set.code}`);
    expect(
      typeof set.name === 'string' && set.name.startsWith('Cantina Demo: ') && set.name.length <= 100,
      `${where}: name "${set.name}" must start "Cantina Demo: "`,
    );
    expect(set.booster === null, `${where}: booster must be null`);
    const ids = new Set();
    cards.forEach((card, index) => {
      const at = `${where} cards[${index}] ${card.id}`;
      expect(card.number === index + 1, `${at}: number ${card.number}`);
      expect(card.id === `${code}_${String(card.number).padStart(3, '0')}`, `${at}: id does not match SET_NNN`);
      expect(!ids.has(card.id), `${at}: duplicate id`);
      ids.add(card.id);
      expect(typeof card.name === 'string' && card.name.trim() !== '' && card.name.length <= 100, `${at}: bad name`);
      expect(
        card.subtitle === undefined || (typeof card.subtitle === 'string' && card.subtitle.length <= 100),
        `${at}: bad subtitle`,
      );
      expect(typeof card.unique === 'boolean', `${at}: unique must be a boolean`);
      for (const [field, allowed] of Object.entries(enums)) {
        const value = card[field];
        if (Array.isArray(value)) {
          expect(
            value.every((v) => allowed.includes(v)) && new Set(value).size === value.length,
            `${at}: bad ${field} ${value}`,
          );
        } else {
          expect(allowed.includes(value), `${at}: bad ${field} ${value}`);
        }
      }
      for (const field of NAME_FIELDS) {
        const value = card[field];
        if (typeof value !== 'string') continue;
        for (const word of FORBIDDEN_WORDS) {
          const pattern = new RegExp(
            `(^|[^\\p{L}\\p{N}'-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}'-])`,
            'iu',
          );
          expect(!pattern.test(value), `${at}: ${field} "${value}" contains the real Star Wars name "${word}"`);
        }
      }
    });

    console.log(`\n=== ${set.name}  [${game} ${set.code}, ${cards.length} cards]  ${file}`);
    if (game === 'swu') checkSwu(cards, expect, between);
    if (game === 'swtcg') checkSwtcg(cards, expect, between);
    if (game === 'destiny') checkDestiny(cards, expect, between);
    if (game === 'dbg') checkDbg(cards, expect, between);
  }

  if (failures.length > 0) {
    console.error(`\nDEMO SET CHECK FAILED (${failures.length}):`);
    for (const failure of failures) console.error(`  - ${failure}`);
    return false;
  }
  console.log('\ndemo set check: all checks passed');
  return true;
}

/** @typedef {(ok: boolean, message: string) => void} Expect */
/** @typedef {(n: number, low: number, high: number, what: string) => void} Between */

function checkSwu(/** @type {Card[]} */ cards, /** @type {Expect} */ expect, /** @type {Between} */ between) {
  const colours = ['vigilance', 'command', 'aggression', 'cunning'];
  const leaders = cards.filter((c) => c.type === 'leader');
  const bases = cards.filter((c) => c.type === 'base');
  const playables = cards.filter((c) => ['unit', 'event', 'upgrade'].includes(c.type));
  const tokens = cards.filter((c) => c.type === 'token');
  const byRarity = countBy(playables, (c) => c.rarity);

  expect(leaders.length >= 18, `swu: ${leaders.length} leaders, need >= 18`);
  expect(
    leaders.every((c) => ['common', 'rare'].includes(c.rarity)),
    'swu: leaders must be common or rare',
  );
  expect(
    leaders.every((c) => c.unique && c.subtitle),
    'swu: leaders must be unique with a subtitle',
  );
  for (const colour of colours) {
    for (const morality of ['heroism', 'villainy']) {
      expect(
        leaders.some((c) => c.aspects.includes(colour) && c.aspects.includes(morality)),
        `swu: no ${colour}+${morality} leader`,
      );
      expect(
        playables.some((c) => c.aspects.includes(colour) && c.aspects.includes(morality)),
        `swu: no ${colour}+${morality} card`,
      );
    }
    const commonBases = bases.filter((c) => c.rarity === 'common' && c.aspects.includes(colour));
    expect(commonBases.length >= 2, `swu: ${commonBases.length} common ${colour} bases, need >= 2`);
  }
  expect(
    bases.every((c) => c.cost === null || c.cost === undefined),
    'swu: bases have no cost',
  );
  between(bases.filter((c) => c.rarity !== 'common').length, 2, 6, 'swu: rare bases');
  between(byRarity.common ?? 0, 85, 95, 'swu: common units/events/upgrades');
  between(byRarity.uncommon ?? 0, 55, 65, 'swu: uncommon units/events/upgrades');
  between(byRarity.rare ?? 0, 44, 52, 'swu: rare units/events/upgrades');
  between(byRarity.legendary ?? 0, 14, 20, 'swu: legendary units/events/upgrades');
  between(tokens.length, 2, 8, 'swu: tokens');
  expect(
    tokens.every((c) => ['common', 'special'].includes(c.rarity)),
    'swu: tokens must be common or special',
  );
  for (const card of playables) {
    expect(
      Number.isInteger(card.cost) && card.cost >= 1 && card.cost <= 8,
      `swu ${card.id}: cost ${card.cost} not in 1..8`,
    );
    expect(card.aspects.length <= 2, `swu ${card.id}: more than two aspects`);
    if (card.type === 'unit') expect(card.arenas.length === 1, `swu ${card.id}: a unit needs one arena`);
    else expect(card.arenas.length === 0, `swu ${card.id}: only units have arenas`);
    if (card.unique && card.type === 'unit')
      expect(Boolean(card.subtitle), `swu ${card.id}: unique unit without subtitle`);
  }
  const keys = countBy(cards, (c) => `${c.name}|${c.subtitle ?? ''}`);
  const repeated = Object.entries(keys).filter(([, n]) => n > 1);
  expect(repeated.length === 0, `swu: name+subtitle used twice: ${repeated.map(([k]) => k).join(', ')}`);

  console.log(
    table(
      cards,
      (c) => c.type,
      (c) => c.rarity,
      ['common', 'uncommon', 'rare', 'legendary', 'special'],
    ),
  );
  const units = playables.filter((c) => c.type === 'unit');
  console.log(
    `units by arena: ${JSON.stringify(countBy(units, (c) => c.arenas.join('+')))}; unique units: ${units.filter((c) => c.unique).length}`,
  );
  console.log(`leaders: ${leaders.map((c) => `${c.aspects.join('+')}(${c.rarity[0]})`).join(', ')}`);
  console.log(
    `common bases by aspect: ${JSON.stringify(
      countBy(
        bases.filter((c) => c.rarity === 'common'),
        (c) => c.aspects.join('+'),
      ),
    )}`,
  );
  console.log(`playables by aspects: ${JSON.stringify(countBy(playables, (c) => c.aspects.join('+') || 'none'))}`);
  console.log(`playable cost curve: ${JSON.stringify(countBy(playables, (c) => String(c.cost)))}`);
  console.log(
    `deck-rule overrides: ${cards
      .filter((c) => c.deckRules)
      .map((c) => `${c.id} ${JSON.stringify(c.deckRules)}`)
      .join('; ')}`,
  );
}

function checkSwtcg(/** @type {Card[]} */ cards, /** @type {Expect} */ expect, /** @type {Between} */ between) {
  const units = cards.filter((c) => c.type === 'unit');
  const byRarity = countBy(cards, (c) => c.rarity);
  for (const card of cards) {
    expect(card.unique === (card.version !== null), `swtcg ${card.id}: unique must equal "has a version letter"`);
    expect(card.version === null || /^[A-Z]$/.test(card.version), `swtcg ${card.id}: bad version ${card.version}`);
    expect(typeof card.englishName === 'string' && card.englishName !== '', `swtcg ${card.id}: englishName missing`);
    if (card.type === 'unit') expect(card.unitTypes.length >= 1, `swtcg ${card.id}: a unit needs unit types`);
    else if (card.type !== 'subordinate')
      expect(card.unitTypes.length === 0, `swtcg ${card.id}: only units have unit types`);
    if (card.type === 'subordinate')
      expect(card.rarity === 'subordinate', `swtcg ${card.id}: subordinates have the S rarity`);
  }
  for (const type of ['unit', 'battle', 'mission', 'location', 'equipment', 'event', 'subordinate']) {
    expect(
      cards.some((c) => c.type === type),
      `swtcg: no ${type} card`,
    );
  }
  for (const side of ['light', 'dark', 'neutral', 'yuuzhan-vong'])
    expect(
      cards.some((c) => c.side === side),
      `swtcg: no ${side} card`,
    );
  for (const unitType of ['space', 'ground', 'character']) {
    expect(
      units.some((c) => c.unitTypes.length === 1 && c.unitTypes[0] === unitType),
      `swtcg: no ${unitType} unit`,
    );
  }
  const multi = units.filter((c) => c.unitTypes.length > 1);
  expect(multi.length >= 3, `swtcg: ${multi.length} multi-arena units, need >= 3`);
  const versions = countBy(
    cards.filter((c) => c.version !== null),
    (c) => c.englishName,
  );
  expect(
    Object.values(versions).some((n) => n >= 3),
    'swtcg: no unique card with three versions',
  );
  expect(Object.values(versions).filter((n) => n >= 2).length >= 4, 'swtcg: too few versioned cards');
  const identity = countBy(cards, (c) => `${c.englishName}|${c.version ?? ''}`);
  const repeated = Object.entries(identity).filter(([, n]) => n > 1);
  expect(repeated.length === 0, `swtcg: English name + version used twice: ${repeated.map(([k]) => k).join(', ')}`);
  between(byRarity.common ?? 0, 70, 90, 'swtcg: commons (7 per pack)');
  between(byRarity.uncommon ?? 0, 40, 60, 'swtcg: uncommons (3 per pack)');
  between(byRarity.rare ?? 0, 30, 50, 'swtcg: rares (1 per pack)');
  between(byRarity.promo ?? 0, 1, 8, 'swtcg: promos');
  between(cards.filter((c) => c.type === 'event').length, 2, 10, 'swtcg: events for the Supply');
  between(cards.filter((c) => c.type === 'subordinate').length, 2, 10, 'swtcg: subordinates for the Supply');
  // A legal constructed deck of each side must be possible: 12 of each unit type at 4 copies each.
  for (const side of ['light', 'dark']) {
    for (const unitType of ['space', 'ground', 'character']) {
      const distinct = units.filter(
        (c) => (c.side === side || c.side === 'neutral') && c.unitTypes.includes(unitType),
      ).length;
      expect(distinct * 4 >= 12, `swtcg: only ${distinct} ${side}/neutral ${unitType} units`);
    }
  }

  console.log(
    table(
      cards,
      (c) => (c.type === 'unit' ? `unit:${c.unitTypes.join('+')}` : c.type),
      (c) => c.rarity,
      ['common', 'uncommon', 'rare', 'promo', 'subordinate'],
    ),
  );
  console.log(`sides: ${JSON.stringify(countBy(cards, (c) => c.side))}`);
  console.log(
    `versioned unique cards: ${Object.entries(versions)
      .map(([name, n]) => `${name} x${n}`)
      .join(', ')}`,
  );
}

function checkDestiny(/** @type {Card[]} */ cards, /** @type {Expect} */ expect, /** @type {Between} */ between) {
  const characters = cards.filter((c) => c.type === 'character');
  const byRarity = countBy(cards, (c) => c.rarity);
  for (const card of characters) {
    expect(card.hasDie === true, `destiny ${card.id}: every character has a die`);
    expect(
      Array.isArray(card.points) && [1, 2].includes(card.points.length),
      `destiny ${card.id}: points must be [n] or [normal, elite]`,
    );
    if (card.points?.length === 2)
      expect(card.points[1] > card.points[0] && card.unique, `destiny ${card.id}: bad elite points`);
    if (card.unique) expect(Boolean(card.subtitle), `destiny ${card.id}: unique character without subtitle`);
    expect(
      ['starter', 'rare', 'legendary'].includes(card.rarity),
      `destiny ${card.id}: characters come with dice, so starter/rare/legendary`,
    );
  }
  for (const card of cards.filter((c) => c.type !== 'character')) {
    expect(
      card.type === 'plot' ? card.points?.length === 1 : card.points === null,
      `destiny ${card.id}: points only on characters and plots`,
    );
    if (card.type === 'battlefield')
      expect(card.color === 'gray' && !card.hasDie, `destiny ${card.id}: battlefields are gray, no die`);
    if (['common', 'uncommon'].includes(card.rarity))
      expect(!card.hasDie, `destiny ${card.id}: commons and uncommons have no die`);
  }
  expect(
    characters.some((c) => c.points.length === 2),
    'destiny: no elite character',
  );
  expect(
    characters.some((c) => !c.unique && c.points.length === 1),
    'destiny: no non-unique character',
  );
  expect(
    characters.some((c) => c.unique && c.points.length === 1),
    'destiny: no unique single-die character',
  );
  for (const colour of ['red', 'blue', 'yellow']) {
    for (const affiliation of ['hero', 'villain']) {
      expect(
        characters.some((c) => c.color === colour && c.affiliation === affiliation),
        `destiny: no ${affiliation} ${colour} character`,
      );
      expect(
        cards.some((c) => c.type !== 'character' && c.color === colour && c.affiliation === affiliation),
        `destiny: no ${affiliation} ${colour} deck card`,
      );
    }
  }
  expect(
    characters.some((c) => c.affiliation === 'neutral'),
    'destiny: no neutral character',
  );
  for (const colour of ['red', 'blue', 'yellow', 'gray'])
    expect(
      cards.some((c) => c.color === colour),
      `destiny: no ${colour} card`,
    );
  for (const type of ['character', 'event', 'upgrade', 'support', 'battlefield', 'plot'])
    expect(
      cards.some((c) => c.type === type),
      `destiny: no ${type}`,
    );
  expect(cards.filter((c) => c.type === 'battlefield').length >= 6, 'destiny: need >= 6 battlefields');
  between(byRarity.starter ?? 0, 4, 20, 'destiny: starter cards');
  between(byRarity.common ?? 0, 30, 50, 'destiny: commons (3 per pack)');
  between(byRarity.uncommon ?? 0, 25, 40, 'destiny: uncommons (1 per pack)');
  between(byRarity.rare ?? 0, 25, 40, 'destiny: rares');
  between(byRarity.legendary ?? 0, 8, 16, 'destiny: legendaries');
  const rl = cards.filter((c) => ['rare', 'legendary'].includes(c.rarity));
  expect(
    rl.filter((c) => c.hasDie).length >= rl.length * 0.8,
    'destiny: rares and legendaries should mostly have dice',
  );
  const titles = countBy(cards, (c) => c.name);
  const shared = Object.entries(titles).filter(([, n]) => n > 1);
  expect(
    shared.every(([title]) => cards.filter((c) => c.name === title).every((c) => c.type === 'character')),
    'destiny: only characters may share a title',
  );
  // A 30-card deck (2 copies by title) must be possible for a hero team and for a villain team.
  for (const affiliation of ['hero', 'villain']) {
    const deckCards = cards.filter(
      (c) => ['event', 'upgrade', 'support'].includes(c.type) && [affiliation, 'neutral'].includes(c.affiliation),
    );
    expect(deckCards.length * 2 >= 30, `destiny: only ${deckCards.length} ${affiliation}/neutral deck cards`);
  }

  console.log(
    table(
      cards,
      (c) => c.type,
      (c) => c.rarity,
      ['starter', 'common', 'uncommon', 'rare', 'legendary'],
    ),
  );
  console.log(
    table(
      cards,
      (c) => c.affiliation,
      (c) => c.color,
      ['red', 'blue', 'yellow', 'gray'],
    ),
  );
  console.log(
    `characters: ${characters.length} (elite-capable ${characters.filter((c) => c.points.length === 2).length}, ` +
      `single-value ${characters.filter((c) => c.points.length === 1).length}); cards with dice: ${cards.filter((c) => c.hasDie).length}; ` +
      `shared titles: ${shared.map(([t, n]) => `${t} x${n}`).join(', ') || 'none'}`,
  );
}

function checkDbg(/** @type {Card[]} */ cards, /** @type {Expect} */ expect, /** @type {Between} */ between) {
  const copies = (/** @type {Card[]} */ list) => list.reduce((sum, c) => sum + (c.copies ?? 1), 0);
  for (const faction of ['empire', 'rebel']) {
    const starter = cards.filter((c) => c.rarity === 'starter' && c.faction === faction);
    expect(copies(starter) === 10, `dbg: ${faction} starter deck has ${copies(starter)} cards, not 10`);
    const bases = cards.filter((c) => c.type === 'base' && c.faction === faction);
    expect(bases.length === 10, `dbg: ${faction} has ${bases.length} bases, not 10`);
    expect(bases.filter((c) => c.startingBase).length === 1, `dbg: ${faction} needs exactly one starting base`);
  }
  const galaxy = cards.filter((c) => c.rarity === 'galaxy');
  expect(copies(galaxy) === 90, `dbg: galaxy deck has ${copies(galaxy)} cards, not 90`);
  for (const faction of ['empire', 'rebel', 'neutral'])
    expect(
      galaxy.some((c) => c.faction === faction),
      `dbg: no ${faction} galaxy card`,
    );
  expect(
    galaxy.some((c) => c.type === 'capital-ship'),
    'dbg: no capital ship',
  );
  between(copies(cards.filter((c) => c.rarity === 'pilot')), 10, 10, 'dbg: pilot pile');
  for (const card of cards.filter((c) => c.type !== 'base' && c.rarity === 'galaxy')) {
    expect(Number.isInteger(card.cost) && card.cost >= 0, `dbg ${card.id}: galaxy cards have a cost`);
  }

  console.log(
    table(
      cards,
      (c) => `${c.rarity}:${c.type}`,
      (c) => c.faction,
      ['empire', 'rebel', 'neutral'],
    ),
  );
  const inBox = (/** @type {string} */ r) =>
    JSON.stringify(
      countBy(
        cards.filter((c) => c.rarity === r).flatMap((c) => Array(c.copies ?? 1).fill(c)),
        (c) => c.faction,
      ),
    );
  console.log(
    `card copies in the box: starter ${inBox('starter')}, galaxy ${inBox('galaxy')}, pilot ${inBox('pilot')}`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/api/src/assets/demo-sets');
  process.exitCode = checkDemoSets(dir) ? 0 : 1;
}
