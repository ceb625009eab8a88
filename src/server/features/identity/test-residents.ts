/**
 * The fictional residents of the local test identity provider: invented names that read as such and DNI/NIE
 * numbers with valid check letters (so the forms accept them) that belong to nobody.
 */
const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A DNI with its check letter, or an NIE (X/Y/Z prefix) with its. */
export function withCheckLetter(number: string): string {
  const digits = number.replace(/^X/, '0').replace(/^Y/, '1').replace(/^Z/, '2');
  return `${number}${LETTERS[Number(digits) % 23]}`;
}

export interface TestResident {
  nombre: string;
  apellidos: string;
  documento: string;
}

export const TEST_RESIDENTS: readonly TestResident[] = [
  { nombre: 'Lucía', apellidos: 'Ensayo Demostración', documento: withCheckLetter('00000001') },
  { nombre: 'Marcos', apellidos: 'Simulado Ejemplo', documento: withCheckLetter('00000002') },
  { nombre: 'Amina', apellidos: 'Ficticia Pruebas', documento: withCheckLetter('X0000003') },
];
