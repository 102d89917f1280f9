import type { FieldProblem } from '@cantina/games';

/** A template that cannot be used (for a set): every problem, each with its JSON path. */
export class BoosterTemplateError extends Error {
  constructor(
    message: string,
    readonly problems: readonly FieldProblem[],
  ) {
    super(`${message}: ${problems.map((problem) => `${problem.path || '(root)'} ${problem.message}`).join('; ')}`);
    this.name = 'BoosterTemplateError';
  }
}
