import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { isMalformedMultipart } from './malformed-multipart.ts';

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is down, restarting or cutting connections', () => {
    for (const error of [
      { code: '57P01', message: 'terminating connection due to administrator command' },
      { code: '57P03', message: 'the database system is starting up' },
      { code: '08006', message: 'connection failure' },
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
      { message: 'Connection terminated unexpectedly' },
      { message: 'Client has encountered a connection error and is not queryable' },
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
  });

  it('leaves real faults (bugs, constraint violations) as 500s or their own status', () => {
    for (const error of [
      { code: '23505', message: 'duplicate key value violates unique constraint' },
      { code: '42P01', message: 'relation "x" does not exist' },
      { message: 'Cannot read properties of undefined' },
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe('isMalformedMultipart', () => {
  it('recognises busboy parse errors and nothing with a status of its own', () => {
    expect(isMalformedMultipart(new Error('Multipart: Boundary not found'))).toBe(true);
    expect(isMalformedMultipart(new Error('Unexpected end of multipart data'))).toBe(true);
    expect(isMalformedMultipart(new Error('The needle cannot have a length bigger than 256.'))).toBe(true);
    expect(isMalformedMultipart({ message: 'Multipart: Boundary not found', statusCode: 413 })).toBe(false);
    expect(isMalformedMultipart(new Error('otra cosa'))).toBe(false);
  });
});
