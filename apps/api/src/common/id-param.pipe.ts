import { Injectable, type PipeTransform } from '@nestjs/common';
import { ID_MAX_LENGTH } from '@cantina/contract';
import { isOurId } from './ids';
import { notFound, ProblemException } from './problem.exception';

function checkLength(value: string): string {
  if (value.length > ID_MAX_LENGTH) {
    throw new ProblemException(400, 'validation-failed', `Ids and codes are at most ${ID_MAX_LENGTH} characters.`);
  }
  return value;
}

/** Path ids and codes are at most 64 characters (contract: "Conventions"); longer is a 400, not a 404. */
@Injectable()
export class IdParamPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    return checkLength(value);
  }
}

/**
 * A path id of one of our rows (events, players, pods, matches). Anything that is not one of our ids
 * is unknown, so 404 (contract: "an unknown id gets 404"), before it reaches the database.
 */
@Injectable()
export class RowIdParamPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isOurId(checkLength(value))) throw notFound('That id');
    return value;
  }
}

const SMALL_INT_MAX = 10_000;

/** A small whole number in the path (round number, seat): digits only, at most 10,000, else 400. */
@Injectable()
export class SmallIntParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const n = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n > SMALL_INT_MAX) {
      throw new ProblemException(400, 'validation-failed', `Expected a whole number from 0 to ${SMALL_INT_MAX}.`);
    }
    return n;
  }
}
