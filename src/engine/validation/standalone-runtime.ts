import { formats } from './formats.ts';

// Deep equality of JSON values, what ajv's `const`, `enum` and `uniqueItems` need.
function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => equal(item, b[i]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => key in right && equal(left[key], right[key]))
  );
}

// ajv's own UTF-16 aware length (ajv/dist/runtime/ucs2length), kept here as ESM for the browser bundle.
function ucs2length(text: string): number {
  let length = 0;
  let position = 0;
  while (position < text.length) {
    length++;
    const code = text.charCodeAt(position++);
    if (code >= 0xd800 && code <= 0xdbff && position < text.length) {
      const next = text.charCodeAt(position);
      if ((next & 0xfc00) === 0xdc00) position++;
    }
  }
  return length;
}

/**
 * The modules ajv's standalone code `require`s, as ESM values. The validator generator rewrites each
 * `require("x")` into `runtime["x"]`, so the generated files import only this module: no CommonJS interop
 * differences between Node and the Vite bundle, and no code built at run time.
 */
export const runtime: Record<string, unknown> = {
  'ajv/dist/runtime/equal': { default: equal },
  'ajv/dist/runtime/ucs2length': { default: ucs2length },
  '#engine/validation/formats': { formats },
};
