import type { INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { jsonShapeProblem, MAX_JSON_DEPTH, MAX_JSON_VALUES, MAX_JSON_VALUES_EXCEPT_SET_IMPORT } from './json-shape';
import { problem, sendProblem } from './problem';

export const BODY_LIMIT = '5mb';

interface BodyParserError {
  type?: string;
  status?: number;
}

const TOO_DEEP = 'entity.too.deep';
const TOO_MANY_VALUES = 'entity.too.many.values';
const TOO_MANY_KEYS = 'entity.too.many.keys';

/**
 * Runs on the raw bytes before `JSON.parse`, so a deeply nested body never reaches the parser,
 * class-transformer or a handler (contract rev 2: deeper than 64 levels is 400 on every endpoint,
 * whether or not it takes a body; this middleware runs for every route). A body of more values than
 * any real one is refused too, before the parser spends seconds allocating them.
 */
function rejectHostileShapes(req: Request, _res: Response, body: Buffer, encoding: string): void {
  const found = jsonShapeProblem(decodeForScan(body, encoding), MAX_JSON_DEPTH, maxValuesFor(req));
  if (found === 'too-deep') throw Object.assign(new Error('body nested too deep'), { type: TOO_DEEP });
  if (found === 'too-many-values') throw Object.assign(new Error('body of too many values'), { type: TOO_MANY_VALUES });
  if (found === 'too-many-keys') throw Object.assign(new Error('objects with too many keys'), { type: TOO_MANY_KEYS });
}

/** Only the card-set import carries whole set files; every other body is a deck, a result or a few fields. */
const SET_IMPORT_PATH = /^\/api\/v1\/card-sets\/?$/;

function maxValuesFor(req: Request): number {
  return req.method === 'POST' && SET_IMPORT_PATH.test(req.path) ? MAX_JSON_VALUES : MAX_JSON_VALUES_EXCEPT_SET_IMPORT;
}

/** UTF-8 is scanned as bytes; any other charset is decoded first, so an escape form cannot hide a bracket. */
function decodeForScan(body: Buffer, encoding: string): Uint8Array | string {
  const charset = encoding.toLowerCase();
  if (charset === 'utf-8' || charset === 'utf8') return body;
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    throw Object.assign(new Error(`unsupported charset ${charset}`), { type: 'charset.unsupported', status: 415 });
  }
}

/**
 * JSON bodies up to 5 MB (contract: "Conventions"), at most 64 levels deep, 20,000 values (500,000 for a set import).
 * The app is created with Nest's own parser off, so body errors (invalid JSON, too large, too deep)
 * are answered here as problem+json.
 */
export function useJsonBodies(app: INestApplication): void {
  app.use(
    express.json({ limit: BODY_LIMIT, type: ['application/json', 'application/*+json'], verify: rejectHostileShapes }),
  );
  app.use((error: BodyParserError, _req: Request, res: Response, next: NextFunction) => {
    if (error?.type === TOO_DEEP) {
      return sendProblem(
        res,
        problem(400, 'body-too-deep', `The request body nests objects or arrays deeper than ${MAX_JSON_DEPTH} levels.`),
      );
    }
    if (error?.type === TOO_MANY_VALUES) {
      return sendProblem(
        res,
        problem(413, 'payload-too-large', 'The request body holds more JSON values than this endpoint takes.'),
      );
    }
    if (error?.type === TOO_MANY_KEYS) {
      return sendProblem(
        res,
        problem(413, 'payload-too-large', 'An object in the request body has far more keys than any request needs.'),
      );
    }
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
