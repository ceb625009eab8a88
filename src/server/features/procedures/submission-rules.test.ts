import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './check-files.ts';
import { isPollutingName } from './read-submission.ts';
import { wireFieldName } from './validate-submission.ts';
import {
  CSV_ALPHABET,
  CSV_LENGTH,
  formatVerificationCode,
  newVerificationCode,
  normalizeVerificationCode,
} from './verification-code.ts';

describe('submission rules', () => {
  it('makes verification codes of 20 unambiguous characters, and reads them back as typed', () => {
    const codes = new Set(Array.from({ length: 500 }, newVerificationCode));
    expect(codes.size).toBe(500);
    for (const code of codes) {
      expect(code).toHaveLength(CSV_LENGTH);
      for (const char of code) expect(CSV_ALPHABET).toContain(char);
      expect(normalizeVerificationCode(formatVerificationCode(code).toLowerCase())).toBe(code);
    }
    expect(CSV_ALPHABET).not.toMatch(/[01OIL]/);
    expect(normalizeVerificationCode('ABC')).toBeUndefined();
    expect(normalizeVerificationCode('O'.repeat(20))).toBeUndefined();
  });

  it('spots prototype-polluting names in any segment', () => {
    for (const name of [
      '__proto__',
      'a.__proto__',
      'personas[0].constructor',
      'x.prototype.y',
      'constructor[1]',
    ]) {
      expect(isPollutingName(name), name).toBe(true);
    }
    for (const name of ['personas[0].nombre', 'comunes.nucleo', 'protocolo', 'constructora']) {
      expect(isPollutingName(name), name).toBe(false);
    }
  });

  it('sanitises file names: no folders, no control or quoting characters, accents kept, bounded length', () => {
    expect(sanitizeFileName('../../etc/passwd', 'pdf')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\ana\\Título de propiedad.pdf', 'pdf')).toBe(
      'Título de propiedad.pdf',
    );
    expect(sanitizeFileName('a"b<c>\u0000d\u202e.png', 'png')).toBe('abcd.png');
    expect(sanitizeFileName('...', 'jpg')).toBe('documento.jpg');
    const long = sanitizeFileName(`${'x'.repeat(300)}.pdf`, 'pdf');
    expect(long).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('names error fields as the wire does', () => {
    expect(wireFieldName('personas.0.dni')).toBe('personas[0].dni');
    expect(wireFieldName('comunes.nucleo')).toBe('comunes.nucleo');
    expect(wireFieldName('personas.12')).toBe('personas[12]');
  });
});
