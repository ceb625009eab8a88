// JSON Schemas of the content API: Fastify validates requests with them and serialises responses through them,
// so a field the repository adds by mistake never leaks and a missing one fails loudly in tests.

const nullableString = { type: ['string', 'null'] } as const;

export const newsItemSchema = {
  type: 'object',
  required: ['id', 'titulo', 'descripcion', 'contenido', 'imagenPath', 'publicadaEn'],
  properties: {
    id: { type: 'integer' },
    titulo: { type: 'string' },
    descripcion: nullableString,
    contenido: { type: 'string' },
    imagenPath: nullableString,
    publicadaEn: { type: 'string', format: 'date-time' },
  },
} as const;

export const minutesSchema = {
  type: 'object',
  required: ['id', 'nombre', 'fechaSubida', 'url'],
  properties: {
    id: { type: 'integer' },
    nombre: { type: 'string' },
    fechaSubida: { type: 'string', format: 'date-time' },
    url: { type: 'string' },
  },
} as const;

export const plenaryVideoSchema = {
  type: 'object',
  required: ['id', 'titulo', 'fecha', 'url', 'miniatura'],
  properties: {
    id: { type: 'integer' },
    titulo: { type: 'string' },
    fecha: { type: 'string', format: 'date' },
    url: { type: 'string' },
    miniatura: nullableString,
  },
} as const;

export const errorSchema = {
  type: 'object',
  required: ['mensaje'],
  properties: {
    mensaje: { type: 'string' },
    errores: {
      type: 'array',
      items: { type: 'object', properties: { campo: { type: 'string' }, mensaje: { type: 'string' } } },
    },
  },
} as const;

export const NEWS_PAGE = { defaultLimit: 6, maxLimit: 50, maxPage: 100_000 } as const;

/** A database id: PostgreSQL `serial` is a 32-bit integer, so larger numbers can never match. */
export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

export const newsPageQuerySchema = {
  type: 'object',
  properties: {
    limite: { type: 'integer', minimum: 1, maximum: NEWS_PAGE.maxLimit, default: NEWS_PAGE.defaultLimit },
    pagina: { type: 'integer', minimum: 1, maximum: NEWS_PAGE.maxPage, default: 1 },
  },
} as const;
