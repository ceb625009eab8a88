import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/api/client.ts';
import { fieldErrorMessage, loginErrorMessage } from './error-messages.ts';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, body, typeof body === 'string' ? body : JSON.stringify(body));

describe('loginErrorMessage', () => {
  it('maps 429 and 401 to the SPEC texts', () => {
    expect(loginErrorMessage(apiError(429, { mensaje: 'x' }))).toBe(
      'Demasiados intentos fallidos. Espera un momento.',
    );
    expect(loginErrorMessage(apiError(401, { mensaje: 'Credenciales incorrectas.' }))).toBe(
      'Credenciales incorrectas',
    );
    expect(loginErrorMessage(new Error('Error 429'))).toBe(
      'Demasiados intentos fallidos. Espera un momento.',
    );
  });

  it('otherwise shows the server message without Error prefix, braces or quotes', () => {
    expect(loginErrorMessage(apiError(400, { mensaje: 'Introduce tu contraseña.' }))).toBe(
      'Introduce tu contraseña.',
    );
    expect(loginErrorMessage(apiError(500, '{"detalle":"fallo"}'))).toBe('detalle:fallo');
    expect(loginErrorMessage(new Error('Error: "Failed to fetch"'))).toBe('Failed to fetch');
  });
});

describe('fieldErrorMessage', () => {
  it('prefers the first field error, then the fallback', () => {
    const error = apiError(400, {
      mensaje: 'a',
      errores: [{ campo: 'email', mensaje: 'Escribe un correo válido.' }],
    });
    expect(fieldErrorMessage(error, 'Error al enviar el token.')).toBe('Escribe un correo válido.');
    expect(fieldErrorMessage(apiError(500, ''), 'Error al enviar el token.')).toBe(
      'Error al enviar el token.',
    );
    expect(fieldErrorMessage(new TypeError('Failed to fetch'), 'Error al enviar el token.')).toBe(
      'Error al enviar el token.',
    );
  });
});
