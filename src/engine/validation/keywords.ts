import { _, type Ajv, type KeywordCxt, str } from 'ajv';
import { formatLimitDefinition } from 'ajv-formats/dist/limit.js';

/** `parteDeIban`: this field must repeat some characters of a sibling IBAN field (domiciliación's account parts). */
export interface IbanPart {
  /** The sibling field holding the IBAN. */
  campo: string;
  /** First character (0-based) of the IBAN, spaces removed, that this field repeats. */
  desde: number;
  /** One past the last character. */
  hasta: number;
}

const SPANISH_IBAN_LENGTH = 24;

/**
 * Cross-field rules JSON Schema alone cannot say. Every keyword here generates its own code (no closures over
 * runtime functions), so ajv's standalone output, which the browser's precompiled validators are, carries it.
 * - `formatMinimum`/`formatMaximum` (ajv-formats) with `$data`: a date no earlier than another field's
 *   (`"formatMinimum": { "$data": "1/fechaInicio" }`; needs ajv's `$data` option).
 * - `parteDeIban`: see {@link IbanPart}.
 */
export function addKeywords(ajv: Ajv): Ajv {
  ajv.addKeyword(formatLimitDefinition);
  ajv.addKeyword({
    keyword: 'parteDeIban',
    type: 'string',
    schemaType: 'object',
    error: {
      message: ({ schema }) =>
        str`must match characters ${schema.desde} to ${schema.hasta} of ${schema.campo}`,
      params: ({ schema }) => _`{campo: ${schema.campo}, desde: ${schema.desde}, hasta: ${schema.hasta}}`,
    },
    code(cxt: KeywordCxt) {
      const { gen, data, it } = cxt;
      const part = cxt.schema as IbanPart;
      // A top-level field has no parent object to read the IBAN from: nothing to compare.
      if (it.dataLevel === 0) return;
      const iban = gen.const('iban', _`${it.parentData}[${part.campo}]`);
      const compact = gen.let('compact', _`typeof ${iban} == "string" ? ${iban}.split(" ").join("") : ""`);
      // Only a complete IBAN is compared: an incomplete one already has its own error.
      // A part of the wrong length already fails its own pattern: one message per field is enough.
      cxt.fail(
        _`${compact}.length === ${SPANISH_IBAN_LENGTH} && ${data}.length === ${part.hasta - part.desde} && ${compact}.slice(${part.desde}, ${part.hasta}) !== ${data}`,
      );
    },
  });
  return ajv;
}
