import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';
import {
  PROBLEM_CONTENT_TYPE,
  PROBLEM_TYPE_BASE,
  type Problem,
  type ProblemCode,
  type ProblemFieldError,
} from '@cantina/contract';

export function problem(status: number, code: ProblemCode, detail: string, errors?: ProblemFieldError[]): Problem {
  return {
    type: `${PROBLEM_TYPE_BASE}${code}`,
    title: STATUS_CODES[status] ?? 'Error',
    status,
    code,
    detail,
    ...(errors?.length ? { errors } : {}),
  };
}

export function sendProblem(res: Response, body: Problem): void {
  res.status(body.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}
