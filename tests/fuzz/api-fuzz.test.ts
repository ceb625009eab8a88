import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type FuzzRoute, startFuzzServer } from './fuzz-server.ts';
import { brokenMultipartBodies, type MultipartPart, multipartBody, SAMPLE_FILES } from './multipart.ts';
import { arbitraryFor, fieldNames } from './schema-arbitrary.ts';

// Runs per generated property; FUZZ_RUNS=200 for a long local session. The default keeps `npm test` fast.
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const fcOptions = { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true };

// Routes are discovered from the app itself, so an endpoint added tomorrow is fuzzed without touching this file.
const server = await startFuzzServer();
afterAll(() => server.close());

const withBody = server.routes.filter((route) => route.method !== 'GET');
const reads = server.routes.filter((route) => route.method === 'GET');

// Field names the spec uses across forms, so random multipart bodies reach the handlers' own checks.
const SPEC_FIELDS = [
  'titulo',
  'contenido',
  'fecha',
  'url',
  'email',
  'password',
  'pista',
  'dia',
  'horas',
  'nombre',
  'message',
  'prevId',
  'token',
  'estado',
  'firmaAceptada',
  'dni',
];

let addressCounter = 0;
/** A new client address per request, so per-address rate limits answer 429 rarely and never hide a crash. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

const concretePath = (url: string, segment: string) =>
  url.replace(/:[A-Za-z_]+/g, encodeURIComponent(segment) || '1');

async function send(
  route: FuzzRoute,
  options: Omit<InjectOptions, 'method' | 'url'> & { segment?: string; auth?: boolean },
) {
  const { segment = '1', auth = true, headers = {}, ...rest } = options;
  const token = auth ? server.tokenFor(route) : undefined;
  return server.app.inject({
    method: route.method as InjectOptions['method'],
    url: concretePath(route.url, segment),
    remoteAddress: nextAddress(),
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...rest,
  });
}

/** Why an answer is wrong (a 5xx, or a write's 4xx without a Spanish `mensaje`), or undefined when it is fine. */
function problemWith(route: FuzzRoute, label: string, response: LightMyRequestResponse, input: unknown) {
  const key = `${route.method} ${route.url} ${label}`;
  if (response.statusCode >= 500) {
    const excerpt = JSON.stringify(input)?.slice(0, 300);
    return `${key} → ${response.statusCode} ${response.body.slice(0, 200)}\nentrada: ${excerpt}`;
  }
  // HTML answers belong to pages a browser posts to (the sandbox checkout); API answers are JSON.
  const isPage = String(response.headers['content-type'] ?? '').startsWith('text/html');
  if (response.statusCode >= 400 && route.method !== 'GET' && !isPage) {
    let mensaje: unknown;
    try {
      mensaje = (response.json() as { mensaje?: unknown }).mensaje;
    } catch {}
    if (typeof mensaje !== 'string' || mensaje.trim() === '') {
      return `${key} → ${response.statusCode} sin mensaje en español: ${response.body.slice(0, 200)}`;
    }
  }
  return undefined;
}

/** For properties: throws the problem so fast-check reports (and shrinks) the input. */
function check(route: FuzzRoute, label: string, response: LightMyRequestResponse, input: unknown): boolean {
  const problem = problemWith(route, label, response, input);
  if (problem) throw new Error(problem);
  return true;
}

const segmentArb = fc.oneof(
  fc.constantFrom('1', '0', '-1', '99999999999', 'abc', 'sbx_x', '%00', '..'),
  fc.string({ maxLength: 12 }),
);

// NUL, C0/C1 controls, bidi overrides and isolates and a lone surrogate (issue 12): refused, never a 5xx.
const HOSTILE = ['a\u0000b', 'evil\u202efdp.exe', '\u2066x\u2069', 'a\u0085b', '\u001b[31mx', 'x\ud800'];

describe.each(server.routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
  '%s with hostile characters',
  (_name, route) => {
    it('answers NUL and bidi characters in every field, query value, path segment and file name with no 5xx', async () => {
      const names = [...new Set([...fieldNames(route.bodySchema), ...SPEC_FIELDS])];
      for (const hostile of HOSTILE) {
        const fields = Object.fromEntries(names.map((name) => [name, hostile]));
        // A lone surrogate has no UTF-8 form: in a URL it travels as the bytes a careless client would send.
        const encoded = hostile.includes('\ud800') ? 'x%ED%A0%80' : encodeURIComponent(hostile);
        const query = names.map((name) => `${encodeURIComponent(name)}=${encoded}`).join('&');
        const url = `${route.url.replace(/:[A-Za-z_]+/g, encoded)}?${query}`;
        const read = await server.app.inject({
          method: route.method as InjectOptions['method'],
          url,
          remoteAddress: nextAddress(),
          headers: { authorization: `Bearer ${server.tokenFor(route) ?? ''}` },
        });
        // The readiness probe answers 503 by design while the machine is saturated (as under the fuzz suite).
        const notReady = route.url.endsWith('/salud/lista') && read.statusCode === 503;
        if (!notReady) check(route, 'hostil en la dirección', read, { url });
        if (route.method === 'GET') continue;
        for (const auth of [true, false]) {
          const json = await send(route, {
            auth,
            payload: JSON.stringify(fields),
            headers: { 'content-type': 'application/json' },
          });
          check(route, 'hostil en JSON', json, fields);
          const { body, contentType } = multipartBody([
            ...names.map((name) => ({ name, value: hostile })),
            ...SAMPLE_FILES.map((f) => ({ ...f, filename: `${hostile}${f.filename}` })),
          ]);
          const form = await send(route, { auth, payload: body, headers: { 'content-type': contentType } });
          check(route, 'hostil en multipart', form, { hostile });
        }
      }
    });
  },
);

describe.each(withBody.map((route) => [`${route.method} ${route.url}`, route] as const))(
  '%s',
  (_name, route) => {
    it('answers schema-shaped and random JSON with 4xx or its 2xx', async () => {
      const body = fc.oneof(
        arbitraryFor(
          route.bodySchema ?? {
            type: 'object',
            properties: Object.fromEntries(SPEC_FIELDS.map((f) => [f, {}])),
          },
        ),
        fc.jsonValue({ maxDepth: 3 }),
      );
      await fc.assert(
        fc.asyncProperty(body, segmentArb, fc.boolean(), async (payload, segment, auth) =>
          check(
            route,
            'json',
            await send(route, {
              segment,
              auth,
              payload: JSON.stringify(payload) ?? 'null',
              headers: { 'content-type': 'application/json' },
            }),
            payload,
          ),
        ),
        fcOptions,
      );
    });

    it('answers random multipart forms, with and without files, with 4xx or its 2xx', async () => {
      const names = [...new Set([...fieldNames(route.bodySchema), ...SPEC_FIELDS])];
      const part = fc.record({ name: fc.constantFrom(...names), value: fc.string({ maxLength: 60 }) });
      const form = fc.tuple(fc.array(part, { maxLength: 12 }), fc.subarray(SAMPLE_FILES), fc.boolean());
      await fc.assert(
        fc.asyncProperty(form, async ([fields, files, auth]) => {
          const { body, contentType } = multipartBody([...fields, ...(files as MultipartPart[])]);
          const response = await send(route, {
            auth,
            payload: body,
            headers: { 'content-type': contentType },
          });
          return check(route, 'multipart', response, { fields, files: files.map((f) => f.filename) });
        }),
        fcOptions,
      );
    });

    it('answers odd content types, oversize and deeply nested bodies with 4xx', async () => {
      const deepArray = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
      const deepObject = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
      const cases: Array<[string, string | Buffer, string | undefined]> = [
        ['text/plain', 'hola', 'text/plain'],
        ['xml', '<a>1</a>', 'application/xml'],
        ['urlencoded', 'titulo=a&email=b', 'application/x-www-form-urlencoded'],
        ['json utf-16', '{"a":1}', 'application/json; charset=utf-16'],
        ['bad json', '{"titulo": ', 'application/json'],
        ['json null', 'null', 'application/json'],
        ['empty json', '', 'application/json'],
        ['no content type', '{"a":1}', undefined],
        ['proto json', '{"__proto__":{"admin":true}}', 'application/json'],
        ['oversize json', JSON.stringify({ titulo: 'x'.repeat(1_600_000) }), 'application/json'],
        ['deep array', deepArray, 'application/json'],
        ['deep object', deepObject, 'application/json'],
      ];
      for (const [label, payload, contentType] of cases) {
        const response = await send(route, {
          payload,
          headers: contentType ? { 'content-type': contentType } : {},
        });
        check(route, label, response, label);
      }
    });

    it('answers broken multipart with 4xx', async () => {
      for (const { label, body, contentType } of brokenMultipartBodies()) {
        const response = await send(route, { payload: body, headers: { 'content-type': contentType } });
        check(route, `multipart ${label}`, response, label);
      }
    });
  },
);

describe.each(reads.map((route) => [`${route.method} ${route.url}`, route] as const))(
  '%s',
  (_name, route) => {
    it('answers random query strings and path segments with 4xx or its 2xx', async () => {
      const query = fc.dictionary(
        fc.constantFrom(...SPEC_FIELDS, 'limite', 'pagina', 'session_id', 'id'),
        fc.string({ maxLength: 30 }),
        { maxKeys: 4 },
      );
      await fc.assert(
        fc.asyncProperty(query, segmentArb, async (params, segment) => {
          const search = new URLSearchParams(params).toString();
          const url = `${concretePath(route.url, segment)}${search ? `?${search}` : ''}`;
          const response = await server.app.inject({ method: 'GET', url, remoteAddress: nextAddress() });
          return check(route, 'query', response, { url });
        }),
        fcOptions,
      );
    });
  },
);

it('found the endpoints to fuzz', () => {
  // Guards against a discovery bug silently fuzzing nothing.
  expect(withBody.map((r) => `${r.method} ${r.url}`)).toEqual(
    expect.arrayContaining(['POST /api/auth/login', 'POST /api/pago/crear-sesion']),
  );
  expect(reads.length).toBeGreaterThan(3);
});
