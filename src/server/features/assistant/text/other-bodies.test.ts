import { describe, expect, it } from 'vitest';
import { termsOf } from './normalize.ts';
import { otherBodyTerms, parseOtherBodies } from './other-bodies.ts';

describe('otherBodyTerms', () => {
  const phrases = parseOtherBodies('# Trabajo: the State social security.\nseguridad social | sepe\n');
  const never = () => false;

  it("finds the terms of another administration's matter the question names, as whole words", () => {
    expect(otherBodyTerms('¿Dónde pido cita en la Seguridad Social?', never, phrases)).toEqual(
      termsOf('seguridad social'),
    );
    expect(otherBodyTerms('¿Hay seguridad en las fiestas? ¿Y servicios sociales?', never, phrases)).toEqual(
      [],
    );
    expect(otherBodyTerms('Me han llamado del SEPE', never, phrases)).toEqual(termsOf('sepe'));
  });

  it('leaves a matter the site itself writes to the site', () => {
    const shows = (phrase: string) => phrase === 'seguridad social';
    expect(otherBodyTerms('¿Estar al día con la Seguridad Social?', shows, phrases)).toEqual([]);
  });

  it("names, in the shipped file, the supplier's contract, the passport, the hospital, the birth allowance, the Guardia Civil, the authors' society, consulates, the school calendar, the courts, secondary schools, complaint forms and the tourism register", () => {
    expect(otherBodyTerms('¿Cómo cambio la titularidad del contrato de la luz?', never)).toEqual(
      termsOf('contrato de la luz'),
    );
    expect(otherBodyTerms('cita previa pasaporte', never)).toEqual(termsOf('cita previa pasaporte'));
    expect(otherBodyTerms('¿Me das el teléfono del hospital provincial?', never)).toEqual(
      termsOf('hospital'),
    );
    expect(otherBodyTerms('¿Dan algún cheque bebé?', never)).toEqual(termsOf('cheque bebé'));
    expect(otherBodyTerms('¿Qué teléfono tiene el puesto de la Guardia Civil?', never)).toEqual(
      termsOf('guardia civil'),
    );
    expect(otherBodyTerms('¿Hay que pagar a la SGAE por la verbena?', never)).toEqual(termsOf('sgae'));
    expect(otherBodyTerms('Me voy a Francia, ¿tengo que inscribirme en el consulado?', never)).toEqual(
      termsOf('consulado'),
    );
    expect(otherBodyTerms('¿Cuándo son las vacaciones escolares?', never)).toEqual(
      termsOf('vacaciones escolares'),
    );
    expect(otherBodyTerms('¿Cómo se tramita un divorcio de mutuo acuerdo?', never)).toEqual(
      termsOf('divorcio'),
    );
    expect(otherBodyTerms('¿A qué instituto van los chavales para hacer la ESO?', never)).toEqual(
      termsOf('la eso'),
    );
    expect(otherBodyTerms('¿Puedo usar los dibujos en mi trabajo del insti?', never)).toEqual([]);
    expect(otherBodyTerms('¿Dónde consigo las hojas de reclamaciones para el bar?', never)).toEqual(
      termsOf('hojas de reclamaciones'),
    );
    expect(otherBodyTerms('¿Cómo inscribo la casa rural en el registro de turismo?', never)).toEqual(
      termsOf('registro de turismo'),
    );
  });

  it('refuses a line without a comment saying whose matter it is', () => {
    expect(() => parseOtherBodies('hacienda | irpf\n')).toThrow(/other-bodies.txt:1/);
  });
});
