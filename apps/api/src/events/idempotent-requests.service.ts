import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { createHash } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { ProblemException } from '../common/problem.exception';
import { openResponse, sealResponse } from './sealed-response';

/** How long a key is remembered: a phone retrying after a dropped connection does so within minutes. */
const KEEP_FOR_HOURS = 24;
const SWEEP_EVERY_MS = 60 * 60_000;

export interface IdempotentRequest {
  /** The Idempotency-Key header; without one the work simply runs. */
  key: string | undefined;
  /** Who asks (token hash, or '' when anonymous): keys of different callers never meet. */
  caller: string;
  /** What is asked (method, path, body): the same key with another request is refused. */
  request: unknown;
}

/** The stored answer lives on: this attempt's work is rolled back and the stored answer replayed. */
class AlreadyAnswered extends Error {}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * `Idempotency-Key` for create and join (IETF httpapi-idempotency-key-header): the first request's
 * answer is stored in the same transaction as its work, so a retry (or a duplicate racing it) gets
 * that answer again and never makes a second event or a ghost player.
 */
@Injectable()
export class IdempotentRequests {
  private readonly logger = new Logger('IdempotentRequests');

  constructor(private readonly db: DataSource) {}

  /** Runs `work` in a transaction once per key; `replayed` says the answer is a stored one. */
  async once<T>(
    idempotent: IdempotentRequest,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<{ result: T; replayed: boolean }> {
    const { key } = idempotent;
    if (key === undefined) return { result: await this.db.transaction(work), replayed: false };
    const keyHash = sha256(`${idempotent.caller}\0${key}`);
    const requestHash = sha256(JSON.stringify(idempotent.request));
    for (let attempt = 1; ; attempt++) {
      const stored = await this.stored(keyHash);
      if (stored) {
        if (stored.request_hash !== requestHash) {
          throw new ProblemException(
            422,
            'idempotency-key-reused',
            'This Idempotency-Key was already used for a different request.',
          );
        }
        return { result: openResponse<T>(key, stored.response), replayed: true };
      }
      try {
        const result = await this.db.transaction(async (manager) => {
          const done = await work(manager);
          await this.remember(manager, keyHash, requestHash, sealResponse(key, done));
          return done;
        });
        return { result, replayed: false };
      } catch (error) {
        if (!(error instanceof AlreadyAnswered) || attempt >= 3) throw error;
      }
    }
  }

  private async stored(keyHash: string): Promise<{ request_hash: string; response: Buffer } | undefined> {
    const rows = (await this.db.query(
      `SELECT request_hash, response FROM idempotent_requests WHERE key_hash = $1 AND expires_at > now()`,
      [keyHash],
    )) as { request_hash: string; response: Buffer }[];
    return rows[0];
  }

  /** Waits for a concurrent first request with the same key to commit; if it did, this attempt yields. */
  private async remember(manager: EntityManager, keyHash: string, requestHash: string, sealed: Buffer) {
    const rows = (await manager.query(
      `INSERT INTO idempotent_requests AS r (key_hash, request_hash, status, response, expires_at)
       VALUES ($1, $2, 201, $3, now() + make_interval(hours => $4))
       ON CONFLICT (key_hash) DO UPDATE SET request_hash = excluded.request_hash, response = excluded.response,
         expires_at = excluded.expires_at
       WHERE r.expires_at <= now()
       RETURNING key_hash`,
      [keyHash, requestHash, sealed, KEEP_FOR_HOURS],
    )) as unknown[];
    if (rows.length === 0) throw new AlreadyAnswered();
  }

  @Interval(SWEEP_EVERY_MS)
  async sweep(): Promise<void> {
    try {
      await this.db.query(`DELETE FROM idempotent_requests WHERE expires_at <= now()`);
    } catch (error) {
      this.logger.debug(`idempotency sweep skipped: ${String(error)}`);
    }
  }
}
