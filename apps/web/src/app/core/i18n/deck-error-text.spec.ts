import { TestBed } from '@angular/core/testing';
import type { Card, DeckError, DeckErrorCode, DeckErrorParams, DeckList, GameId } from '@cantina/games';
import { DECK_ERROR_CODES, createCardCatalog, validateDeck } from '@cantina/games';
import { TranslocoService } from '@jsverse/transloco';
import {
  DESTINY_CARDS,
  SWTCG_CARDS,
  SWU_BASES,
  SWU_CARDS,
  SWU_EVENT,
  SWU_LEADERS,
  SWU_UNITS,
} from '../../../testing/cards';
import { translocoTesting } from '../../../testing/transloco-testing';
import { deckErrorTemplate, deckErrorText, deckErrorWords } from './deck-error-text';
import { LANGS } from './languages';
import { PLURAL_CATEGORIES } from './plural';

function error(code: DeckErrorCode, params: DeckErrorParams = {}, cards: string[] = []): DeckError {
  return { code, message: `English message for ${code}`, cards, params };
}

/**
 * One error per code and per variant, with exactly the params the validators of @cantina/games
 * send (libs/games/src/lib/decks). `game` picks game-specific wording (the SWTCG Supply).
 */
const SAMPLES: { game: GameId; error: DeckError }[] = [
  { game: 'swu', error: error('unknown-card', { slot: 'deck' }, ['XXX_001']) },
  {
    game: 'swu',
    error: error(
      'wrong-card-type',
      { name: 'Kessa Vorn, Dune Scout', type: 'leader', slot: 'deck', allowed: ['unit', 'event', 'upgrade'] },
      ['TSW_001'],
    ),
  },
  {
    game: 'swtcg',
    error: error('wrong-card-type', { name: 'Dune Walker', type: 'unit', slot: 'leader', allowed: [] }, ['TTC_003']),
  },
  { game: 'swu', error: error('leader-count', { count: 0, required: 1 }) },
  { game: 'swu', error: error('leader-count', { count: 1, required: 2 }) },
  { game: 'swu', error: error('base-count', { count: 0, required: 1 }) },
  { game: 'swu', error: error('deck-too-small', { count: 47, minimum: 50 }) },
  { game: 'destiny', error: error('deck-too-small', { count: 29, required: 30 }) },
  { game: 'destiny', error: error('deck-too-large', { count: 33, required: 30 }) },
  { game: 'swu', error: error('too-many-copies', { name: 'Dune Runner', count: 4, limit: 3 }, ['TSW_010']) },
  {
    game: 'swtcg',
    error: error('too-many-copies', { name: 'Sudden Storm', count: 2, limit: 1, zone: 'supply' }, ['TTC_004']),
  },
  { game: 'destiny', error: error('too-many-copies', { title: 'Quick Draw', count: 3, limit: 2 }, ['TDS_004']) },
  { game: 'swu', error: error('sideboard-too-large', { count: 12, maximum: 10 }) },
  { game: 'swu', error: error('sideboard-not-allowed', { count: 2 }, ['TSW_010']) },
  { game: 'swtcg', error: error('sideboard-not-allowed', { count: 2 }, ['TTC_004']) },
  { game: 'swu', error: error('not-in-pool', { name: 'Dune Runner', count: 2, available: 1 }, ['TSW_010']) },
  { game: 'swu', error: error('twin-suns-aspects', { aspects: ['heroism', 'villainy'] }, ['TSW_001', 'TSW_002']) },
  {
    game: 'swu',
    error: error('duplicate-unique', { name: 'Kessa Vorn, Dune Scout', count: 2, limit: 1 }, ['TSW_001']),
  },
  { game: 'destiny', error: error('duplicate-unique', { title: 'Tovah Illeen', count: 2, limit: 1 }, ['TDS_001']) },
  {
    game: 'swu',
    error: error('duplicate-unique', { name: 'Kessa Vorn, Dune Scout', slot: 'leader', decks: [0, 2] }, ['TSW_001']),
  },
  { game: 'swu', error: error('trilogy-deck-count', { count: 1, required: 3 }) },
  {
    game: 'swu',
    error: error('trilogy-combined-copies', { name: 'Dune Runner', count: 5, limit: 3, decks: [0, 1] }, ['TSW_010']),
  },
  { game: 'swtcg', error: error('wrong-side-mix', { sides: ['light', 'dark'], deckSide: 'light' }, ['TTC_002']) },
  { game: 'swtcg', error: error('unit-type-minimum', { unitType: 'space', count: 8, minimum: 12 }) },
  { game: 'swtcg', error: error('unit-total-minimum', { count: 30, minimum: 36 }) },
  {
    game: 'swtcg',
    error: error(
      'unit-type-ratio',
      { unitType: 'ground', count: 30, otherUnitType: 'space', otherCount: 12, ratio: 2, maximum: 24 },
      ['TTC_003'],
    ),
  },
  {
    game: 'swtcg',
    error: error('supply-card-type', { name: 'Sudden Storm', type: 'event', zone: 'deck' }, ['TTC_004']),
  },
  {
    game: 'swtcg',
    error: error('supply-card-type', { name: 'Dune Walker', type: 'unit', zone: 'supply' }, ['TTC_003']),
  },
  { game: 'destiny', error: error('team-points', { points: 34, limit: 30 }, ['TDS_001']) },
  { game: 'destiny', error: error('no-character', { count: 0 }) },
  { game: 'destiny', error: error('battlefield-count', { count: 0, required: 1 }) },
  { game: 'destiny', error: error('affiliation-mix', { teamAffiliation: null }, ['TDS_001', 'TDS_002']) },
  { game: 'destiny', error: error('affiliation-mix', { teamAffiliation: 'hero' }, ['TDS_002']) },
  { game: 'destiny', error: error('affiliation-mix', { teamAffiliation: 'villain' }, ['TDS_001']) },
  { game: 'destiny', error: error('color-without-character', { color: 'blue', count: 2 }, ['TDS_005']) },
  { game: 'swu', error: error('unknown-format', { game: 'swu', format: 'swu-chaos' }) },
  { game: 'dbg', error: error('deckless-format', { game: 'dbg' }) },
  { game: 'swu', error: error('invalid-deck', { count: 3 }) },
  { game: 'swu', error: error('invalid-count', { slot: 'deck', count: 0 }, ['TSW_010']) },
  { game: 'swu', error: error('banned-card', { name: 'Dune Runner' }, ['TSW_010']) },
  { game: 'swu', error: error('set-not-legal', { name: 'Dune Runner', set: 'TSW' }, ['TSW_010']) },
  { game: 'destiny', error: error('neutral-character', { name: 'Tovah Illeen, Spire Warden' }, ['TDS_001']) },
  { game: 'destiny', error: error('plot-count', { count: 2, maximum: 1 }) },
  {
    game: 'swu',
    error: error(
      'not-legal-in-format',
      { name: 'Dune Runner', format: 'swu-premier', date: '2026-04-01', reason: 'rotated', sets: ['TSW'] },
      ['TSW_010'],
    ),
  },
  {
    game: 'swu',
    error: error(
      'not-legal-in-format',
      { name: 'Dune Runner', format: 'swu-premier', date: '2026-04-01', reason: 'not-in-format', sets: ['TSW'] },
      ['TSW_010'],
    ),
  },
  {
    game: 'swu',
    error: error(
      'not-legal-in-format',
      { name: 'Dune Runner', format: 'swu-premier', date: '2026-04-01', reason: 'suspended', since: '2026-03-01' },
      ['TSW_010'],
    ),
  },
];

const ALL_CARDS: Card[] = [...SWU_CARDS, ...DESTINY_CARDS, ...SWTCG_CARDS];
const cardName = (id: string) => ALL_CARDS.find((card) => card.id === id)?.name;

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]);
}

describe('deck error texts', () => {
  let transloco: TranslocoService;

  beforeEach(async () => {
    TestBed.configureTestingModule({ imports: [translocoTesting()] });
    await TestBed.compileComponents();
    transloco = TestBed.inject(TranslocoService);
  });

  const raw = (lang: string, key: string): unknown => transloco.getTranslation(lang)[key];

  it('has a sample for every code of DECK_ERROR_CODES', () => {
    const sampled = new Set(SAMPLES.map((sample) => sample.error.code));
    expect(DECK_ERROR_CODES.filter((code) => !sampled.has(code))).toEqual([]);
  });

  it.each(LANGS)('translates every code in %s with every placeholder filled', (lang) => {
    for (const { game, error: sample } of SAMPLES) {
      const label = `${sample.code} ${JSON.stringify(sample.params)}`;
      const template = deckErrorTemplate(sample, game, deckErrorWords(transloco, lang, cardName));
      expect(template, label).not.toBeNull();
      if (template === null) continue;
      const keys =
        template.count === undefined
          ? [template.key]
          : PLURAL_CATEGORIES.map((category) => `${template.key}.${category}`);
      for (const key of keys) {
        const text = raw(lang, key);
        expect(typeof text, `${lang} ${key}`).toBe('string');
        for (const name of placeholders(String(text))) {
          const value = template.params[name];
          expect(value, `${lang} ${key} needs {{${name}}}`).not.toBeUndefined();
          expect(String(value).trim(), `${lang} ${key} {{${name}}}`).not.toBe('');
        }
      }
      const text = deckErrorText(transloco, lang, sample, game, cardName);
      expect(text, label).not.toContain('{{');
      expect(text, label).not.toContain('deckErrors.');
      expect(text, label).not.toBe(sample.message);
    }
  });

  it('writes Spanish and Czech, not English, for every sample', () => {
    for (const { game, error: sample } of SAMPLES) {
      const english = deckErrorText(transloco, 'en', sample, game, cardName);
      expect(deckErrorText(transloco, 'es', sample, game, cardName), sample.code).not.toBe(english);
      expect(deckErrorText(transloco, 'cs', sample, game, cardName), sample.code).not.toBe(english);
    }
  });

  it('says how many cards are missing, with the right plural', () => {
    const short = (count: number) => error('deck-too-small', { count, minimum: 50 });
    expect(deckErrorText(transloco, 'en', short(47), 'swu')).toBe('3 cards short of 50: the deck has 47.');
    expect(deckErrorText(transloco, 'en', short(49), 'swu')).toBe('1 card short of 50: the deck has 49.');
    expect(deckErrorText(transloco, 'es', short(47), 'swu')).toBe(
      'Faltan 3 cartas para llegar a 50: el mazo tiene 47.',
    );
    expect(deckErrorText(transloco, 'cs', short(49), 'swu')).toBe('Do 50 chybí 1 karta: balíček má 49.');
    expect(deckErrorText(transloco, 'cs', short(47), 'swu')).toBe('Do 50 chybějí 3 karty: balíček má 47.');
    expect(deckErrorText(transloco, 'cs', short(40), 'swu')).toBe('Do 50 chybí 10 karet: balíček má 40.');
  });

  it('names aspects, sides and slots in the language', () => {
    const aspects = error('twin-suns-aspects', { aspects: ['heroism', 'villainy'] });
    expect(deckErrorText(transloco, 'en', aspects, 'swu')).toBe(
      "Twin Suns leaders can't bring Heroism and Villainy together.",
    );
    expect(deckErrorText(transloco, 'es', aspects, 'swu')).toBe(
      'Los líderes de Soles Gemelos no pueden juntar Heroísmo y Villanía.',
    );
    const supply = error('sideboard-not-allowed', { count: 2 });
    expect(deckErrorText(transloco, 'en', supply, 'swtcg')).toContain('Supply');
    expect(deckErrorText(transloco, 'en', supply, 'swu')).toContain('sideboard');
  });

  it('says which Trilogy deck an error is in', () => {
    const inSecond = error('base-count', { count: 0, required: 1, deck: 1 });
    expect(deckErrorText(transloco, 'en', inSecond, 'swu')).toBe('Deck 2: Choose exactly 1 base; the deck has 0.');
    expect(deckErrorText(transloco, 'cs', inSecond, 'swu')).toBe('Balíček 2: Vyberte přesně 1 základnu; balíček má 0.');
  });

  it('falls back to the English message for a code it does not know', () => {
    const unknown = { ...error('banned-card'), code: 'future-rule' as DeckErrorCode, message: 'A future rule broke.' };
    expect(deckErrorText(transloco, 'es', unknown, 'swu')).toBe('A future rule broke.');
  });

  describe('on real validation results', () => {
    const swu = createCardCatalog('swu', SWU_CARDS);
    const destiny = createCardCatalog('destiny', DESTINY_CARDS);
    const swtcg = createCardCatalog('swtcg', SWTCG_CARDS);
    const runs: { game: GameId; format: string; deck: DeckList | { decks: DeckList[] }; pool?: string[] }[] = [
      {
        game: 'swu',
        format: 'swu-premier',
        deck: {
          deck: [
            { id: SWU_UNITS[0].id, count: 4 },
            { id: 'NOPE_001', count: 1 },
          ],
        },
      },
      {
        game: 'swu',
        format: 'swu-premier',
        deck: {
          leader: { id: SWU_BASES.cloister.id, count: 1 },
          base: { id: SWU_BASES.citadel.id, count: 2 },
          deck: [{ id: SWU_LEADERS.kessa.id, count: 1 }],
          sideboard: SWU_UNITS.slice(0, 4).map((card) => ({ id: card.id, count: 3 })),
        },
      },
      {
        game: 'swu',
        format: 'swu-twin-suns',
        deck: {
          leader: { id: SWU_LEADERS.kessa.id, count: 1 },
          secondleader: { id: SWU_LEADERS.harl.id, count: 1 },
          deck: [{ id: SWU_EVENT.id, count: 2 }],
          sideboard: [{ id: SWU_UNITS[0].id, count: 1 }],
        },
      },
      {
        game: 'swu',
        format: 'swu-trilogy',
        deck: {
          decks: [
            { leader: { id: SWU_LEADERS.kessa.id, count: 1 }, deck: [{ id: SWU_UNITS[0].id, count: 2 }] },
            { leader: { id: SWU_LEADERS.kessa.id, count: 1 }, deck: [{ id: SWU_UNITS[0].id, count: 2 }] },
          ],
        },
      },
      {
        game: 'swu',
        format: 'swu-sealed',
        deck: { base: { id: SWU_BASES.citadel.id, count: 1 }, deck: [{ id: SWU_UNITS[2].id, count: 2 }] },
        pool: [SWU_UNITS[2].id],
      },
      {
        game: 'destiny',
        format: 'destiny-standard',
        deck: {
          deck: [
            { id: DESTINY_CARDS[0].id, count: 2 },
            { id: DESTINY_CARDS[1].id, count: 3 },
            { id: DESTINY_CARDS[4].id, count: 3 },
          ],
          sideboard: [{ id: DESTINY_CARDS[3].id, count: 1 }],
        },
      },
      { game: 'destiny', format: 'destiny-standard', deck: { deck: [{ id: DESTINY_CARDS[3].id, count: 31 }] } },
      {
        game: 'swtcg',
        format: 'swtcg-constructed',
        deck: {
          leader: { id: SWTCG_CARDS[0].id, count: 1 },
          deck: [
            { id: SWTCG_CARDS[0].id, count: 5 },
            { id: SWTCG_CARDS[1].id, count: 2 },
            { id: SWTCG_CARDS[3].id, count: 1 },
          ],
          sideboard: [
            { id: SWTCG_CARDS[2].id, count: 1 },
            { id: SWTCG_CARDS[3].id, count: 2 },
          ],
        },
      },
      { game: 'dbg', format: 'dbg-standard', deck: { deck: [] } },
    ];

    it.each(LANGS)('translates every error the validators give, in %s', (lang) => {
      const catalog = { swu, destiny, swtcg, dbg: createCardCatalog('dbg', []) };
      const seen = new Set<string>();
      for (const run of runs) {
        const result = validateDeck({ ...run, catalog: catalog[run.game] });
        for (const produced of result.errors) {
          seen.add(produced.code);
          const text = deckErrorText(transloco, lang, produced, run.game, cardName);
          expect(text, produced.code).not.toContain('{{');
          expect(text, produced.code).not.toBe(produced.message);
          expect(text.trim(), produced.code).not.toBe('');
        }
      }
      expect(seen.size).toBeGreaterThanOrEqual(20);
    });
  });
});
