import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import type { Problem, ProblemCode } from '@cantina/contract';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { problem, sendProblem } from './problem';
import { ProblemException } from './problem.exception';

const CODE_BY_STATUS: Record<number, ProblemCode> = {
  400: 'validation-failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'payload-too-large',
  429: 'rate-limited',
};

/** Turns every error leaving a controller into problem+json (contract: "Conventions"). */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const res = host.switchToHttp().getResponse<Response>();
    sendProblem(res, this.toProblem(exception));
  }

  toProblem(exception: unknown): Problem {
    if (exception instanceof ProblemException) {
      return problem(exception.getStatus(), exception.code, exception.detail, exception.errors);
    }
    if (exception instanceof ThrottlerException) {
      return problem(429, 'rate-limited', 'Too many requests; slow down and try again in a minute.');
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status < 500) {
        const code = CODE_BY_STATUS[status] ?? (status === 404 ? 'not-found' : 'validation-failed');
        return problem(status, code, exception.message);
      }
    }
    if (isDatabaseUnavailable(exception)) {
      return problem(503, 'database-unavailable', 'The database is unavailable for a moment; try again shortly.');
    }
    const fromDatabase = clientFaultFromDatabase(exception);
    if (fromDatabase) return fromDatabase;
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    return problem(500, 'internal-error', 'Something went wrong on our side; nothing you sent was at fault.');
  }
}

/**
 * PostgreSQL errors that can only come from a value a client sent (a malformed uuid, a number out of
 * range, a string too long) are the client's 400, never our 500. Input should be checked before it gets
 * this far; this is the safety net.
 */
// 22021 / 22P05: a NUL character (or other byte PostgreSQL cannot hold) in a string the client sent,
// stored as text / inside jsonb.
const CLIENT_DATA_ERRORS = new Set(['22P02', '22003', '22001', '22007', '22008', '22021', '22P05', '54001']);

function clientFaultFromDatabase(exception: unknown): Problem | undefined {
  if (!(exception instanceof QueryFailedError)) return undefined;
  const code = (exception.driverError as { code?: string } | undefined)?.code;
  if (!code || !CLIENT_DATA_ERRORS.has(code)) return undefined;
  return problem(400, 'validation-failed', 'A value in the request is out of range or malformed.');
}
