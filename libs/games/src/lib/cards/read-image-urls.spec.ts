import fc from 'fast-check';
import { parseCardSet } from './parse-card-set';
import { isHttpUrl, MAX_IMAGE_URL_LENGTH } from './read-image-urls';

/** TEST DATA: an invented card in the Cantina set format. */
const leader = {
  id: 'IMG_001',
  number: 1,
  name: 'Captain Vela',
  subtitle: 'Dawn Patrol',
  type: 'leader',
  rarity: 'rare',
  aspects: ['vigilance'],
  cost: 6,
  unique: true,
  arenas: [],
  traits: ['rebel'],
};

function parseWith(fields: object) {
  return parseCardSet({ game: 'swu', code: 'IMG', name: 'Images', cards: [{ ...leader, ...fields }], booster: null });
}

function problemsOf(fields: object): string[] {
  const result = parseWith(fields);
  return result.ok ? [] : result.problems.map((p) => `${p.path} ${p.code}`);
}

describe('card image URLs in the Cantina set format', () => {
  it('keeps imageUrl and backImageUrl', () => {
    const result = parseWith({
      imageUrl: 'https://img.example.test/IMG/001.png',
      backImageUrl: 'http://img.example.test/IMG/001-back.png',
    });
    expect(result.ok && result.set.cards[0]).toMatchObject({
      imageUrl: 'https://img.example.test/IMG/001.png',
      backImageUrl: 'http://img.example.test/IMG/001-back.png',
    });
  });

  it('treats absent, null and empty as no image', () => {
    for (const value of [undefined, null, '']) {
      const result = parseWith({ imageUrl: value, backImageUrl: value });
      expect(result.ok).toBe(true);
      if (result.ok) {
        expect(result.set.cards[0]).not.toHaveProperty('imageUrl');
        expect(result.set.cards[0]).not.toHaveProperty('backImageUrl');
      }
    }
  });

  it('refuses other schemes, relative paths, non-strings and overlong URLs', () => {
    expect(problemsOf({ imageUrl: 'javascript:alert(1)' })).toEqual(['cards[0].imageUrl not-allowed']);
    expect(problemsOf({ imageUrl: 'data:image/png;base64,AAAA' })).toEqual(['cards[0].imageUrl not-allowed']);
    expect(problemsOf({ backImageUrl: '/cards/001.png' })).toEqual(['cards[0].backImageUrl not-allowed']);
    expect(problemsOf({ imageUrl: 'https://' })).toEqual(['cards[0].imageUrl not-allowed']);
    expect(problemsOf({ imageUrl: 42 })).toEqual(['cards[0].imageUrl wrong-type']);
    const long = `https://img.example.test/${'a'.repeat(MAX_IMAGE_URL_LENGTH)}`;
    expect(problemsOf({ imageUrl: long })).toEqual(['cards[0].imageUrl too-long']);
  });

  it('accepts exactly the http(s) URLs of at most 500 characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string({ maxLength: 600 })), (value) => {
        const result = parseWith({ imageUrl: value });
        const expected =
          value === '' || (value.length <= MAX_IMAGE_URL_LENGTH && value.trim() !== '' && isHttpUrl(value));
        expect(result.ok).toBe(expected);
        if (result.ok && value !== '') {
          const url = result.set.cards[0].imageUrl ?? '';
          expect(url).toBe(value);
          expect(['http:', 'https:']).toContain(new URL(url).protocol);
        }
      }),
    );
  });
});
