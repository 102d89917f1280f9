import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isIsoDate } from '@cantina/games';

/** A calendar day `YYYY-MM-DD` that exists (contract rev 2: `date` on deck validation and events). */
export function IsIsoDay(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isIsoDay',
      validator: {
        validate: (value: unknown) => isIsoDate(value),
        defaultMessage: () => '$property must be a day written YYYY-MM-DD',
      },
    },
    options,
  );
}
