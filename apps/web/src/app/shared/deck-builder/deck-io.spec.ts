import { createCardCatalog, parseDeckList } from '@cantina/games';
import { SWU_BASES, SWU_CARDS, SWU_LEADERS, SWU_UNITS, legalPremierText } from '../../../testing/cards';
import { exportJson, exportText, fileBaseName, importDeck } from './deck-io';

const catalog = createCardCatalog('swu', SWU_CARDS);

describe('deck import and export', () => {
  it('imports a text list with ids or names into the right slots', () => {
    const result = importDeck(
      `1 ${SWU_LEADERS.kessa.id}\n1 Quiet Spire Cloister\n3x Dune Runner\n2 Saltline Smuggler, Señor of the Docks\n`,
      catalog,
    );
    expect(result).toEqual({
      kind: 'imported',
      problems: [],
      decks: [
        {
          leader: { id: SWU_LEADERS.kessa.id, count: 1 },
          base: { id: SWU_BASES.cloister.id, count: 1 },
          deck: [
            { id: SWU_UNITS[0].id, count: 3 },
            { id: SWU_UNITS[1].id, count: 2 },
          ],
          sideboard: [],
        },
      ],
    });
  });

  it('reports lines that match no card and keeps the rest', () => {
    const result = importDeck('3 Dune Runner\n2 Nobody Here', catalog);
    expect(result.kind).toBe('imported');
    if (result.kind !== 'imported') return;
    expect(result.decks[0].deck).toEqual([{ id: SWU_UNITS[0].id, count: 3 }]);
    expect(result.problems).toEqual([
      expect.objectContaining({ line: 2, code: 'unknown-card', text: '2 Nobody Here' }),
    ]);
  });

  it('tells empty input and broken JSON apart', () => {
    expect(importDeck('  \n ', catalog)).toEqual({ kind: 'empty' });
    expect(importDeck('{ "deck": [', catalog)).toEqual({ kind: 'invalid-json', path: '' });
    expect(importDeck('{ "deck": [{ "id": "X", "count": "many" }] }', catalog)).toEqual({
      kind: 'invalid-json',
      path: 'deck[0].count',
    });
  });

  it('round-trips through swudb JSON', () => {
    const first = importDeck(legalPremierText(), catalog);
    if (first.kind !== 'imported') throw new Error(first.kind);
    const named = [{ ...first.decks[0], metadata: { name: 'Dune Rush' } }];
    const json = exportJson(named, 'swu-premier');
    const parsed = JSON.parse(json);
    expect(parsed.metadata).toEqual({ name: 'Dune Rush' });
    expect(parsed.leader).toEqual({ id: SWU_LEADERS.kessa.id, count: 1 });
    expect(parsed.deck.reduce((sum: number, e: { count: number }) => sum + e.count, 0)).toBe(51);
    expect(parseDeckList(parsed).ok).toBe(true);

    const again = importDeck(json, catalog);
    if (again.kind !== 'imported') throw new Error(again.kind);
    expect(exportJson(again.decks, 'swu-premier')).toBe(json);
  });

  it('round-trips through plain text, Trilogy included', () => {
    const first = importDeck(legalPremierText(), catalog);
    if (first.kind !== 'imported') throw new Error(first.kind);
    const text = exportText(first.decks, 'swu', 'swu-premier');
    expect(text).toContain(`Leaders\n1 ${SWU_LEADERS.kessa.id}`);
    const again = importDeck(text, catalog);
    expect(again).toEqual(first);

    const trilogy = exportJson([first.decks[0], first.decks[0], first.decks[0]], 'swu-trilogy');
    const back = importDeck(trilogy, catalog);
    expect(back.kind === 'imported' && back.decks.length).toBe(3);
  });

  it('reads variant ids (other printings) of a swudb list as their cards, one row per card', () => {
    const printings = createCardCatalog('swu', [
      { ...SWU_LEADERS.kessa, aliases: ['TSX_9001'] },
      { ...SWU_UNITS[0], aliases: ['TSX_9002', 'TSX_9003'] },
      ...SWU_CARDS.filter((card) => card.id !== SWU_LEADERS.kessa.id && card.id !== SWU_UNITS[0].id),
    ]);
    const json = JSON.stringify({
      leader: { id: 'TSX_9001', count: 1 },
      deck: [
        { id: 'TSX_9002', count: 1 },
        { id: SWU_UNITS[1].id, count: 2 },
        { id: SWU_UNITS[0].id, count: 1 },
        { id: 'TSX_9003', count: 1 },
      ],
      sideboard: [{ id: 'TSX_9002', count: 1 }],
    });
    const result = importDeck(json, printings);
    expect(result.kind === 'imported' && result.decks[0]).toEqual({
      leader: { id: SWU_LEADERS.kessa.id, count: 1 },
      deck: [
        { id: SWU_UNITS[0].id, count: 3 },
        { id: SWU_UNITS[1].id, count: 2 },
      ],
      sideboard: [{ id: SWU_UNITS[0].id, count: 1 }],
    });
  });

  it('makes a file name from the deck name', () => {
    expect(fileBaseName('Rebel Rush! (v2)', 'deck')).toBe('rebel-rush-v2');
    expect(fileBaseName('Útok šampiónů', 'deck')).toBe('utok-sampionu');
    expect(fileBaseName('  ', 'deck')).toBe('deck');
  });
});
