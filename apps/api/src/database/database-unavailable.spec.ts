import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable: these are 503, not 500', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'a server shutting down',
      new QueryFailedError('SELECT 1', [], Object.assign(new Error('bye'), { code: '57P01' })),
    ],
    ['a connection exception (class 08)', Object.assign(new Error('lost'), { code: '08006' })],
    ['a pool that timed out', new Error('timeout exceeded when trying to connect')],
    ['a transaction whose connection died under it', new QueryRunnerAlreadyReleasedError()],
    [
      'localhost refusing on every address',
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
    ],
  ])('%s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], Object.assign(new Error('dup'), { code: '23505' }))],
    ['a plain bug', new TypeError('x is undefined')],
    ['a bare string', 'ECONNREFUSED'],
  ])('but %s is', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false); // a 500 (or its own problem), logged
  });
});
