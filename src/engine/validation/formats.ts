import { fullFormats } from 'ajv-formats/dist/formats.js';
import * as betterDni from 'better-dni';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

// better-dni ships a UMD bundle: Node exposes it only as the default export, bundlers as either shape.
const dniLibrary = (betterDni as { default?: typeof betterDni }).default ?? betterDni;

/** DNI or NIE with its check letter (better-dni does the mod-23 check). */
export function isDni(value: string): boolean {
  return dniLibrary.isValid(value.trim().toUpperCase());
}

/** A Spanish IBAN whose check digits are right (ibantools), spaces allowed. */
export function isSpanishIban(value: string): boolean {
  const iban = electronicFormatIBAN(value);
  return iban?.startsWith('ES') === true && isValidIBAN(iban);
}

/**
 * Every format the schemas may use: ajv-formats' full set plus `dni` and `iban`. The runtime ajv (server,
 * checks) and the precompiled browser validators import this one object, so both judge a value the same way.
 */
export const formats = { ...fullFormats, dni: isDni, iban: isSpanishIban };
