import type { IbanPart } from './keywords.ts';

type Data = Record<string, unknown>;

/** The top-level fields that repeat part of an IBAN field (`parteDeIban`), with the part each repeats. */
function ibanParts(schema: unknown): Array<[string, IbanPart]> {
  const properties = (schema as { properties?: Record<string, { parteDeIban?: IbanPart }> }).properties;
  return Object.entries(properties ?? {}).flatMap(([name, field]) =>
    field?.parteDeIban ? [[name, field.parteDeIban] as [string, IbanPart]] : [],
  );
}

/**
 * The data with every `parteDeIban` field (entidad, oficina, DC, número de cuenta) taken from the IBAN the
 * person typed once: whatever was sent for them is replaced, and they are left out when the IBAN is missing.
 */
export function withIbanParts(schema: unknown, data: Data): Data {
  const parts = ibanParts(schema);
  if (parts.length === 0) return data;
  const derived: Data = { ...data };
  for (const [name, part] of parts) {
    const iban = data[part.campo];
    const compact = typeof iban === 'string' ? iban.replace(/\s/g, '').toUpperCase() : '';
    if (compact.length >= part.hasta) derived[name] = compact.slice(part.desde, part.hasta);
    else delete derived[name];
  }
  return derived;
}
