import { pluralCategory, pluralKey } from './plural';

describe('plural', () => {
  it('uses the three Czech forms for whole numbers', () => {
    expect(pluralCategory('cs', 1)).toBe('one');
    expect(pluralCategory('cs', 2)).toBe('few');
    expect(pluralCategory('cs', 4)).toBe('few');
    expect(pluralCategory('cs', 5)).toBe('other');
    expect(pluralCategory('cs', 0)).toBe('other');
    expect(pluralCategory('cs', 22)).toBe('other');
  });

  it('uses one/other for English and Spanish', () => {
    expect(pluralCategory('en', 1)).toBe('one');
    expect(pluralCategory('en', 0)).toBe('other');
    expect(pluralCategory('es', 1)).toBe('one');
    expect(pluralCategory('es', 7)).toBe('other');
  });

  it('builds keys', () => {
    expect(pluralKey('organize.activePlayers', 'cs', 3)).toBe('organize.activePlayers.few');
  });
});
