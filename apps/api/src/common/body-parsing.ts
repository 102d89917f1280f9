import type { INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { problem, sendProblem } from './problem';

export const BODY_LIMIT = '5mb';

interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * JSON bodies up to 5 MB (contract: "Conventions"). The app is created with Nest's own parser
 * off, so body errors (invalid JSON, too large) are answered here as problem+json.
 */
export function useJsonBodies(app: INestApplication): void {
  app.use(express.json({ limit: BODY_LIMIT, type: ['application/json', 'application/*+json'] }));
  app.use((error: BodyParserError, _req: Request, res: Response, next: NextFunction) => {
    if (error?.type === 'entity.parse.failed') {
      return sendProblem(res, problem(400, 'invalid-json', 'The request body is not valid JSON.'));
    }
    if (error?.type === 'entity.too.large') {
      return sendProblem(res, problem(413, 'payload-too-large', `The request body is larger than ${BODY_LIMIT}.`));
    }
    if (error?.status && error.status >= 400 && error.status < 500) {
      return sendProblem(res, problem(400, 'validation-failed', 'The request body could not be read.'));
    }
    next(error);
  });
}
