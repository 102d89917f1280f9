import { LEGALITY_LIMITS, parseGameLegality } from './parse-legality';
import { SWU_LEGALITY } from './swu-legality';

const { rotations, products, suspensions } = SWU_LEGALITY;
const shippedBody = { rotations, products, suspensions };

describe('parseGameLegality (admin edits)', () => {
  it('reads back the data Cantina ships', () => {
    expect(parseGameLegality('swu', JSON.parse(JSON.stringify(shippedBody)))).toEqual({
      ok: true,
      legality: SWU_LEGALITY,
    });
  });

  it('accepts an empty document: every card legal', () => {
    expect(parseGameLegality('swu', { rotations: [], products: [], suspensions: [] })).toEqual({
      ok: true,
      legality: { game: 'swu', rotations: [], products: [], suspensions: [] },
    });
  });

  const valid = () => ({
    rotations: [{ sets: ['AAA'], formats: ['swu-premier'], from: '2027-01-01' }],
    products: [{ set: 'BBB', formats: ['swu-eternal'] }],
    suspensions: [{ formats: ['swu-premier'], name: 'Invented Card', from: '2027-01-01' }],
  });

  it.each([
    ['not an object', () => [], ''],
    ['a missing list', () => ({ rotations: [], products: [] }), 'suspensions'],
    ['an unknown field', () => ({ ...valid(), bans: [] }), 'bans'],
    [
      'a limited format',
      () => ({ ...valid(), products: [{ set: 'BBB', formats: ['swu-draft'] }] }),
      'products[0].formats[0]',
    ],
    [
      'a format of another game',
      () => ({ ...valid(), products: [{ set: 'BBB', formats: ['destiny-standard'] }] }),
      'products[0].formats[0]',
    ],
    [
      'a day that does not exist',
      () => ({ ...valid(), rotations: [{ sets: ['A'], formats: ['swu-premier'], from: '2027-02-30' }] }),
      'rotations[0].from',
    ],
    [
      'an end before the start',
      () => ({
        ...valid(),
        suspensions: [{ formats: ['swu-premier'], name: 'X', from: '2027-01-01', until: '2026-01-01' }],
      }),
      'suspensions[0].until',
    ],
    [
      'a blank name',
      () => ({ ...valid(), suspensions: [{ formats: ['swu-premier'], name: ' ', from: '2027-01-01' }] }),
      'suspensions[0].name',
    ],
    [
      'a rotation of no set',
      () => ({ ...valid(), rotations: [{ sets: [], formats: ['swu-premier'], from: '2027-01-01' }] }),
      'rotations[0].sets',
    ],
    [
      'too many suspensions',
      () => ({ ...valid(), suspensions: Array.from({ length: LEGALITY_LIMITS.suspensions + 1 }, () => null) }),
      'suspensions',
    ],
  ])('refuses %s', (_, input, path) => {
    const parsed = parseGameLegality('swu', input());
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.map((p) => p.path)).toContain(path);
  });
});
