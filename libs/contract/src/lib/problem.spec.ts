import { PROBLEM_CODES } from './problem';

describe('problem codes', () => {
  it('are unique kebab-case strings', () => {
    expect(new Set(PROBLEM_CODES).size).toBe(PROBLEM_CODES.length);
    for (const code of PROBLEM_CODES) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
