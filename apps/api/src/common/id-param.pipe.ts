import { Injectable, type PipeTransform } from '@nestjs/common';
import { ID_MAX_LENGTH } from '@cantina/contract';
import { ProblemException } from './problem.exception';

/** Path ids and codes are at most 64 characters (contract: "Conventions"); longer is a 400, not a 404. */
@Injectable()
export class IdParamPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (value.length > ID_MAX_LENGTH) {
      throw new ProblemException(400, 'validation-failed', `Ids and codes are at most ${ID_MAX_LENGTH} characters.`);
    }
    return value;
  }
}
