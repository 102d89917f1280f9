import fc from 'fast-check';
import type { DeckList } from '../deck-list';
import { DESTINY_CHARACTERS, DESTINY_OTHERS, destinyTestCatalog } from '../testing/destiny-test-cards';
import { SWTCG_OTHERS, SWTCG_UNITS, swtcgTestCatalog } from '../testing/swtcg-test-cards';
import { SWU_BASES, SWU_FILLER, SWU_LEADERS, SWU_SPECIAL, swuTestCatalog } from '../testing/swu-test-cards';
import { deckFromText } from './deck-from-text';
import { deckToText } from './deck-to-text';

const swu = swuTestCatalog();

describe('deckFromText', () => {
  it('reads `count ID` lines and sorts cards into slots by type', () => {
    const text = ['1 TST_001', '1 TST_010', '3 TST_020', '2x TST_021', '1 tst_22'].join('\n');
    expect(deckFromText(text, swu)).toEqual({
      deck: {
        leader: { id: 'TST_001', count: 1 },
        base: { id: 'TST_010', count: 1 },
        deck: [
          { id: 'TST_020', count: 3 },
          { id: 'TST_021', count: 2 },
          { id: 'TST_022', count: 1 },
        ],
      },
      problems: [],
    });
  });

  it('reads names and "Name, Subtitle", ignoring case and accents', () => {
    const text = ['1 captain vela, dawn patrol', '1 Embér Outpost', '3 Fixture Card 20', '2 Lone Duelist - Exile'].join(
      '\n',
    );
    const { deck, problems } = deckFromText(text, swu);
    expect(problems).toEqual([]);
    expect(deck).toEqual({
      leader: { id: SWU_LEADERS.velaDawn.id, count: 1 },
      base: { id: SWU_BASES.ember.id, count: 1 },
      deck: [
        { id: SWU_FILLER[0].id, count: 3 },
        { id: SWU_SPECIAL.duelistExile.id, count: 2 },
      ],
    });
  });

  it('puts a second leader in secondleader (Twin Suns)', () => {
    const { deck } = deckFromText('1 TST_001\n1 TST_005\n', swu);
    expect(deck.leader?.id).toBe('TST_001');
    expect(deck.secondleader?.id).toBe('TST_005');
  });

  it('takes the lowest id for printings of one card, and asks when a name fits different cards', () => {
    const { deck, problems } = deckFromText('2 Hangar Sentry\n1 Captain Vela\n1 Nobody Here\n', swu);
    expect(SWU_SPECIAL.sentryReprint.id < SWU_SPECIAL.sentry.id).toBe(true);
    expect(deck.deck).toEqual([{ id: SWU_SPECIAL.sentryReprint.id, count: 2 }]);
    expect(problems).toEqual([
      expect.objectContaining({
        line: 2,
        code: 'ambiguous-card',
        candidates: [SWU_LEADERS.velaDawn.id, SWU_LEADERS.velaRogue.id],
      }),
      expect.objectContaining({ line: 3, code: 'unknown-card' }),
    ]);
  });

  it('follows section headers, skips comments and blank lines', () => {
    const text = [
      '# my list',
      'Leader',
      'Captain Vela, Dawn Patrol',
      '',
      'Base:',
      '1 TST_010',
      '// main',
      'Deck (3)',
      '3 TST_020',
      'Sideboard',
      '1 TST_021',
    ].join('\r\n');
    expect(deckFromText(text, swu)).toEqual({
      deck: {
        leader: { id: 'TST_001', count: 1 },
        base: { id: 'TST_010', count: 1 },
        deck: [{ id: 'TST_020', count: 3 }],
        sideboard: [{ id: 'TST_021', count: 1 }],
      },
      problems: [],
    });
  });

  it('reports lines without copies and unknown ids, keeping the rest', () => {
    const { deck, problems } = deckFromText('0 TST_020\n3 TST_999\n1 TST_021', swu);
    expect(deck.deck).toEqual([{ id: 'TST_021', count: 1 }]);
    expect(problems.map((p) => [p.line, p.code])).toEqual([
      [1, 'invalid-count'],
      [2, 'unknown-card'],
    ]);
  });

  it('sends an extra leader or base to the deck, where the validator reports it', () => {
    const { deck } = deckFromText('1 TST_001\n1 TST_005\n1 TST_003\n1 TST_010\n1 TST_011', swu);
    expect(deck.deck).toEqual([
      { id: 'TST_003', count: 1 },
      { id: 'TST_011', count: 1 },
    ]);
  });

  it('SWTCG: English or printed names, "Name (A)" versions, Subordinates and Events to the Supply', () => {
    const catalog = swtcgTestCatalog();
    const text = '4 Jorun Vail (B)\n2 Daring Pilot\n1 Piloto Audaz\n1 Festival of Lights\n5 Deck Hand\n1 Jorun Vail';
    const { deck, problems } = deckFromText(text, catalog);
    // "Daring Pilot" names one card in two printings (Spanish and English): the lowest id is taken.
    expect(problems).toEqual([
      expect.objectContaining({
        line: 6,
        code: 'ambiguous-card',
        candidates: [SWTCG_UNITS.jorunA.id, SWTCG_UNITS.jorunB.id],
      }),
    ]);
    expect(deck).toEqual({
      deck: [
        { id: SWTCG_UNITS.jorunB.id, count: 4 },
        { id: SWTCG_UNITS.pilotEs.id, count: 3 },
      ],
      sideboard: [
        { id: SWTCG_OTHERS.lightEvent.id, count: 1 },
        { id: SWTCG_OTHERS.subordinate.id, count: 5 },
      ],
    });
  });

  it('Destiny: count 2 of a character is kept as written (elite), the battlefield goes to base', () => {
    const { deck } = deckFromText('2 Rhea Voss, Rebel Scout\n1 Sunken Hangar', destinyTestCatalog());
    expect(deck).toEqual({
      base: { id: DESTINY_OTHERS.hangar.id, count: 1 },
      deck: [{ id: DESTINY_CHARACTERS.rheaScout.id, count: 2 }],
    });
  });

  it('reads back what deckToText writes (SWU, generated decks)', () => {
    const ids = ['TST_020', 'TST_021', 'TST_022', 'TST_080', 'TST_081'];
    const arbitraryDeck: fc.Arbitrary<DeckList> = fc.record({
      leader: fc.constantFrom({ id: 'TST_001', count: 1 }, { id: 'TST_002', count: 1 }),
      secondleader: fc.constant({ id: 'TST_005', count: 1 }),
      base: fc.constantFrom({ id: 'TST_010', count: 1 }, { id: 'TST_013', count: 1 }),
      deck: fc
        .uniqueArray(fc.constantFrom(...ids), { maxLength: 5 })
        .chain((unique) =>
          fc.tuple(...unique.map((id) => fc.integer({ min: 1, max: 9 }).map((count) => ({ id, count })))),
        ),
      sideboard: fc.constant([{ id: 'TST_030', count: 2 }]),
    });
    fc.assert(
      fc.property(arbitraryDeck, (deck) => {
        expect(deckFromText(deckToText(deck, 'swu'), swu)).toEqual({ deck, problems: [] });
      }),
    );
  });

  it('reads back what deckToText writes for Destiny and SWTCG', () => {
    const destiny: DeckList = {
      base: { id: DESTINY_OTHERS.hangar.id, count: 1 },
      deck: [
        { id: DESTINY_CHARACTERS.rheaScout.id, count: 2 },
        { id: DESTINY_OTHERS.heroEvent.id, count: 2 },
      ],
    };
    expect(deckToText(destiny, 'destiny')).toBe('Battlefield\n1 TDS_050\n\nDeck\n2 TDS_001\n2 TDS_041\n');
    expect(deckFromText(deckToText(destiny, 'destiny'), destinyTestCatalog()).deck).toEqual(destiny);
    const swtcg: DeckList = {
      deck: [{ id: SWTCG_UNITS.jorunA.id, count: 4 }],
      sideboard: [{ id: SWTCG_OTHERS.darkEvent.id, count: 1 }],
    };
    expect(deckToText(swtcg, 'swtcg')).toContain('Supply\n1 TSW_041');
    expect(deckFromText(deckToText(swtcg, 'swtcg'), swtcgTestCatalog()).deck).toEqual(swtcg);
  });
});
