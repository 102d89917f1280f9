import type { ProblemCode } from '@cantina/contract';
import type { DraftError } from '@cantina/draft';
import { ProblemException } from '../common/problem.exception';

const PROBLEM_FOR: Partial<Record<DraftError['code'], ProblemCode>> = {
  'not-your-pack': 'not-your-pack',
  'unknown-pack': 'not-your-pack',
  'card-not-in-pack': 'card-not-in-pack',
  paused: 'draft-paused',
  'draft-finished': 'draft-finished',
  'seat-is-bot': 'seat-is-bot',
};

/** Engine refusals are state conflicts (409, contract "Limited play"); malformed commands are 400. */
export function draftProblem(error: DraftError): ProblemException {
  if (error.code === 'invalid-input' || error.code === 'unknown-command') {
    return new ProblemException(400, 'validation-failed', error.message);
  }
  return new ProblemException(409, PROBLEM_FOR[error.code] ?? 'conflict', error.message);
}
