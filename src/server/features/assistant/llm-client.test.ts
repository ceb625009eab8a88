import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { ComposedAnswer } from './answer-composer.ts';
import { askModel, validateMarkers } from './llm-client.ts';

const passage = (n: number) => ({
  id: `p${n}`,
  kind: 'pagina' as const,
  url: `/pagina-${n}`,
  titulo: `Página ${n}`,
  frases: [`Frase ${n}.`],
});
const local: ComposedAnswer = {
  content: 'Respuesta local [1].',
  citations: [1, 2, 3].map((n) => ({ url: `/pagina-${n}`, titulo: `Página ${n}` })),
  passages: [1, 2, 3].map(passage),
};

describe('validateMarkers', () => {
  it('renumbers markers by first use and cites only the sources used', () => {
    expect(validateMarkers('Uno [3]. Dos [1]. Otra vez [3].', local)).toEqual({
      content: 'Uno [1]. Dos [2]. Otra vez [1].',
      citations: [local.citations[2], local.citations[0]],
    });
  });

  it('drops markers that name no source', () => {
    expect(validateMarkers('Dato [0], otro [4] y bueno [2].', local)).toEqual({
      content: 'Dato, otro y bueno [1].',
      citations: [local.citations[1]],
    });
  });

  it('refuses an answer without any valid marker', () => {
    expect(validateMarkers('Sin fuentes [9].', local)).toBeNull();
    expect(validateMarkers('Sin fuentes.', local)).toBeNull();
  });
});

describe('askModel', () => {
  it('gives up after the timeout', async () => {
    const slow = createServer((_request, response) => {
      setTimeout(() => response.end('{}'), 2000).unref();
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { port } = slow.address() as AddressInfo;
    const started = Date.now();
    await expect(
      askModel(
        { baseUrl: `http://127.0.0.1:${port}`, apiKey: undefined, model: 'm', timeoutMs: 100 },
        'Ayto',
        'hola',
        [],
        local,
      ),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1500);
    slow.closeAllConnections();
    await new Promise<void>((resolve) => slow.close(() => resolve()));
  });
});
