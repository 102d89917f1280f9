import type { ResultProblem } from '@cantina/swiss';
import { ProblemException } from '../common/problem.exception';

/**
 * A refused result as a problem document: 422 `invalid-result` when the game cannot produce it
 * (contract rev 2, "Rounds and results"), 400 `validation-failed` when it is malformed or the
 * event's scoring does not take it.
 */
export function refusedResult(problems: readonly ResultProblem[]): ProblemException {
  const impossible = problems.some((p) => p.kind === 'impossible');
  return new ProblemException(
    impossible ? 422 : 400,
    impossible ? 'invalid-result' : 'validation-failed',
    problems.map((p) => p.message).join('; '),
    problems.map((p) => ({ path: p.path, code: p.code, message: p.message })),
  );
}
