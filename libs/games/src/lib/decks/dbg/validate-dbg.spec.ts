import { createCardCatalog } from '../../cards/card-catalog';
import { validateDeck } from '../validate-deck';

describe('DBG deck validation', () => {
  it('says plainly that there is no deck to register (DBG rulebook (es) "Preparación de la partida"; digest B.5.8)', () => {
    const catalog = createCardCatalog('dbg', []);
    const result = validateDeck({
      game: 'dbg',
      format: 'dbg-standard',
      deck: { deck: [{ id: 'CORE_001', count: 7 }] },
      catalog,
    });
    expect(result).toEqual({
      valid: false,
      deckless: true,
      errors: [expect.objectContaining({ code: 'deckless-format', cards: [], params: { game: 'dbg' } })],
    });
    expect(result.errors[0].message).toMatch(/no deck to register/);
  });
});
