import {
  codesOf,
  DESTINY_TEST_CARDS,
  DESTINY_VALIDATION_CASES,
  SWTCG_TEST_CARDS,
  SWTCG_VALIDATION_CASES,
  SWU_TEST_CARDS,
  SWU_VALIDATION_CASES,
  type ValidationCase,
} from '@cantina/games/testing';
import type { Card, DeckValidationResult } from '@cantina/games';
import { call, startTestApp, type TestApp } from './test-app';

const ADMIN = 'test-admin-token-0123456789';

/** The fixture cards as Cantina set files, one per set code, imported through the API like any set. */
function setFiles(cards: readonly Card[]) {
  const bySet = new Map<string, Card[]>();
  for (const card of cards) bySet.set(card.set, [...(bySet.get(card.set) ?? []), card]);
  return [...bySet].map(([code, setCards]) => ({
    game: setCards[0].game,
    code,
    name: `Validator fixtures ${code} (invented test data)`,
    cards: setCards,
    booster: null,
  }));
}

/** Event-level options are not part of the validate endpoint; those cases stay in the lib's tests. */
const throughApi = (cases: ValidationCase[]) =>
  cases.filter((c) => !c.options).map((c) => [`${c.format}: ${c.title} (${c.source})`, c] as const);

describe('POST /api/v1/decks/validate on cards imported through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    for (const file of setFiles([...SWU_TEST_CARDS, ...SWTCG_TEST_CARDS, ...DESTINY_TEST_CARDS])) {
      const res = await call(t.baseUrl, 'POST', '/api/v1/card-sets', { body: file, token: ADMIN });
      if (res.status !== 201) throw new Error(`importing ${file.code}: ${JSON.stringify(res.body)}`);
    }
  });
  afterAll(() => t.close());

  async function validate(game: string, testCase: ValidationCase): Promise<DeckValidationResult> {
    const res = await call<DeckValidationResult>(t.baseUrl, 'POST', '/api/v1/decks/validate', {
      body: { game, format: testCase.format, deck: testCase.deck(), pool: testCase.pool, set: testCase.set },
    });
    expect(res.status).toBe(200);
    return res.body;
  }

  describe.each([
    ['swu', SWU_VALIDATION_CASES],
    ['swtcg', SWTCG_VALIDATION_CASES],
    ['destiny', DESTINY_VALIDATION_CASES],
  ] as const)('%s', (game, cases) => {
    it.each(throughApi(cases))('%s', async (_name, testCase) => {
      const result = await validate(game, testCase);
      expect(codesOf(result)).toEqual([...testCase.expected].sort());
      expect(result.valid).toBe(testCase.expected.length === 0);
      for (const error of result.errors) {
        expect(typeof error.message).toBe('string');
        expect(Array.isArray(error.cards)).toBe(true);
      }
    });
  });

  it('says a dbg event has no deck to check', async () => {
    const res = await call(t.baseUrl, 'POST', '/api/v1/decks/validate', {
      body: { game: 'dbg', format: 'dbg-standard', deck: { deck: [] } },
    });
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(false);
    expect(res.body.errors.map((e: { code: string }) => e.code)).toEqual(['deckless-format']);
  });

  it.each([
    [{ game: 'chess', format: 'x', deck: {} }, 'unknown-game'],
    [{ game: 'swu', format: 'destiny-standard', deck: {} }, 'unknown-format'],
    [{ game: 'swu', format: 'swu-premier' }, 'validation-failed'],
    [{ game: 'swu', format: 'swu-premier', deck: [] }, 'validation-failed'],
    [{ game: 'swu', format: 'swu-premier', deck: { deck: [{ id: 'TST_001', count: -2 }] } }, 'validation-failed'],
    [{ game: 'swu', format: 'swu-premier', deck: { deck: 'SOR_001' } }, 'validation-failed'],
    [{ game: 'swu', format: 'swu-sealed', deck: {}, pool: [7] }, 'validation-failed'],
  ])('refuses a malformed request %j with 400 %s', async (body, code) => {
    const res = await call(t.baseUrl, 'POST', '/api/v1/decks/validate', { body });
    expect(res.status).toBe(400);
    expect(res.contentType).toContain('application/problem+json');
    expect(res.body.code).toBe(code);
  });

  it('points at the bad part of a malformed deck', async () => {
    const res = await call(t.baseUrl, 'POST', '/api/v1/decks/validate', {
      body: { game: 'swu', format: 'swu-premier', deck: { deck: [{ id: 'TST_001', count: 'three' }] } },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toMatch(/^deck\.deck\[0\]\.count/);
  });
});
