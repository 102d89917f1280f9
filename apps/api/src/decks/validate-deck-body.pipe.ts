import { Injectable, type PipeTransform } from '@nestjs/common';
import { ProblemException } from '../common/problem.exception';
import { validationPipe } from '../common/validation';
import { POOL_MAX_SIZE, VALIDATE_DECK_FIELDS, ValidateDeckDto } from './validate-deck.dto';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a validate body with the DTO's rules, but without handing the deck to class-transformer,
 * which would copy every value under it (seconds for a 5 MB body, on the event loop). The deck is
 * read by `parseDeckList`, whose bounds apply before any work grows with it; the pool's length is
 * checked before any of its items is looked at.
 */
@Injectable()
export class ValidateDeckBodyPipe implements PipeTransform<unknown, Promise<ValidateDeckDto>> {
  private readonly fields = validationPipe();

  async transform(value: unknown): Promise<ValidateDeckDto> {
    if (!isRecord(value)) {
      throw new ProblemException(400, 'validation-failed', 'The request body must be a JSON object.');
    }
    const pool = value['pool'];
    if (Array.isArray(pool) && pool.length > POOL_MAX_SIZE) {
      const message = `pool must contain no more than ${POOL_MAX_SIZE} elements`;
      throw new ProblemException(400, 'validation-failed', `The request is invalid: ${message}.`, [
        { path: 'pool', code: 'arrayMaxSize', message },
      ]);
    }
    const deck = value['deck'];
    // Only the DTO's own fields are transformed, with an empty object standing in for the deck (so
    // the DTO still checks that it is one); anything else would only be stripped after being copied.
    const shallow: Record<string, unknown> = { deck: isRecord(deck) ? {} : deck };
    for (const key of VALIDATE_DECK_FIELDS) {
      if (key !== 'deck' && Object.hasOwn(value, key)) shallow[key] = value[key];
    }
    const dto = (await this.fields.transform(shallow, { type: 'body', metatype: ValidateDeckDto })) as ValidateDeckDto;
    dto.deck = deck as Record<string, unknown>;
    return dto;
  }
}
