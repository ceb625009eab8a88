/** The wire fields that carry the address the council answers to (SPEC §3: `email`; the census: `emailContacto`). */
export const EMAIL_FIELDS = ['email', 'emailContacto'] as const;
// Who signs: the applicant, or else the first person of the census, or else the account holder of a direct debit.
const NAME_FIELDS = ['nombre', 'titularCuenta'] as const;

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The applicant's name and e-mail as the inbox lists them; null when the procedure has no such field. */
export function applicantOf(data: Record<string, unknown>): { nombre: string | null; email: string | null } {
  const personas = Array.isArray(data.personas) ? (data.personas as Array<Record<string, unknown>>) : [];
  const nombre = NAME_FIELDS.map((field) => text(data[field])).find(Boolean) ?? text(personas[0]?.nombre);
  const email = EMAIL_FIELDS.map((field) => text(data[field])).find(Boolean);
  return { nombre: nombre ?? null, email: email ?? null };
}
