import { ValidationPipe, type ValidationError } from '@nestjs/common';
import type { ProblemFieldError } from '@cantina/contract';
import { ProblemException } from './problem.exception';

function flatten(errors: ValidationError[], parent = ''): ProblemFieldError[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([rule, message]) => ({
      path,
      code: rule,
      message,
    }));
    return [...own, ...flatten(error.children ?? [], path)];
  });
}

/** The global pipe: DTO classes validate every body; failures become one 400 listing each field. */
export function validationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      return new ProblemException(
        400,
        'validation-failed',
        `The request is invalid: ${fields.map((f) => f.message).join('; ')}.`,
        fields,
      );
    },
  });
}
