import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { pathOnly } from './logger-options.ts';
import { requestIdFor } from './request-id.ts';

const withHeader = (value?: string | string[]) =>
  ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it('keeps a sane incoming id so one request can be followed through proxy and replicas', () => {
    expect(requestIdFor(withHeader('lb-7f3a.91:2'))).toBe('lb-7f3a.91:2');
    expect(requestIdFor(withHeader('0f0e4b8c-1d2e-4f3a-9b8c-7d6e5f4a3b2c'))).toBe(
      '0f0e4b8c-1d2e-4f3a-9b8c-7d6e5f4a3b2c',
    );
  });

  it('replaces missing, repeated, oversize or log-forging ids with a fresh UUID', () => {
    for (const bad of [
      undefined,
      '',
      'a'.repeat(129),
      'x\nnivel=error falso',
      'id con espacios',
      '<script>',
      ['a', 'b'],
    ]) {
      expect(requestIdFor(withHeader(bad))).toMatch(UUID);
    }
  });

  it('gives different ids to different requests', () => {
    expect(requestIdFor(withHeader())).not.toBe(requestIdFor(withHeader()));
  });
});

describe('pathOnly', () => {
  it('drops the query string and fragment, which may carry tokens', () => {
    expect(pathOnly('/api/stripe/consulta-sesion?session_id=cs_secret')).toBe('/api/stripe/consulta-sesion');
    expect(pathOnly('/servicios/confirmacion#x')).toBe('/servicios/confirmacion');
    expect(pathOnly('/api/actas')).toBe('/api/actas');
  });
});
