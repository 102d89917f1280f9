import type { EventCommandError } from '@cantina/events';
import type { ProblemCode } from '@cantina/contract';
import { ProblemException } from '../../common/problem.exception';

/** A command the event refused, as the problem the client gets. */
export function eventCommandProblem(error: EventCommandError): ProblemException {
  return new ProblemException(error.status, error.code as ProblemCode, error.detail);
}
