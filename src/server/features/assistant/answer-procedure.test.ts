import { describe, expect, it } from 'vitest';
import { writeProcedure } from './answer-procedure.ts';
import { AnswerWriter } from './answer-sentences.ts';
import { buildQuery } from './query.ts';
import { type Hit, SearchIndex } from './search-index.ts';
import { termsOf } from './text/normalize.ts';
import type { Passage } from './types.ts';

const works = (id: string, frase: string, kind: Passage['kind']): Passage => ({
  id,
  kind,
  url: '/tramites/obra-mayor',
  titulo: 'Licencia de obra mayor',
  frases: [frase],
});

describe('writeProcedure', () => {
  it("details the procedure with the field that holds most of the question's words its description has not said", async () => {
    const about = works('o:0', 'Sirve para pedir la licencia de una obra mayor.', 'tramite');
    const plan = works('o:1', 'Descripción: el detalle va en el plano.', 'campo');
    const budget = works('o:2', 'Presupuesto estimado: en euros y sin impuestos.', 'campo');
    const index = await SearchIndex.build([about, plan, budget]);
    const query = buildQuery('En la obra mayor, ¿el presupuesto del plano va con impuestos?', [], index);
    // The plan's field ranks above the budget's (retrieval may say so), though it holds one word of the question.
    const hit = (passage: Passage, score: number): Hit => {
      const own = termsOf(passage.frases.join(' ')).filter((t) => query.terms.has(t));
      return { passage, score, matched: own, own };
    };
    const first = hit(about, 1);
    const writer = new AnswerWriter();
    writeProcedure(writer, first, [first, hit(plan, 0.9), hit(budget, 0.8)], query, index);
    expect(writer.text()).toContain('en euros y sin impuestos');
    expect(writer.text()).not.toContain('el detalle va en el plano');
  });

  it('quotes the options of a field the question names by its whole label, though it asks about documents', async () => {
    const census = (id: string, frase: string, kind: Passage['kind']): Passage => ({
      id,
      kind,
      url: '/tramites/padron',
      titulo: 'Alta en el padrón',
      frases: [frase],
    });
    const about = census('p:0', 'Sirve para inscribirse en el padrón municipal.', 'tramite');
    const kind = census(
      'p:1',
      'Tipo de documentación: puedes elegir Mayor de edad, Autorización del titular.',
      'campo',
    );
    const index = await SearchIndex.build([about, kind]);
    const query = buildQuery('¿Qué tipo de documentación se elige para mi abuela en el padrón?', [], index);
    const writer = new AnswerWriter();
    const hit: Hit = { passage: kind, score: 1, matched: [], own: [] };
    writeProcedure(writer, hit, [hit], query, index);
    expect(writer.text()).toContain('puedes elegir Mayor de edad, Autorización del titular');
  });

  it("quotes the representative's common field when the resident acts for someone else", async () => {
    const general = (id: string, frase: string, extra: Partial<Passage>): Passage => ({
      id,
      kind: 'campo',
      url: '/tramites/solicitud-general',
      titulo: 'Solicitud general',
      frases: [frase],
      ...extra,
    });
    const about = general('g:0', 'Sirve para presentar cualquier escrito al Ayuntamiento.', {
      kind: 'tramite',
    });
    const representative = general(
      'g:1',
      'Nombre y apellidos del representante: Rellena este bloque solo si otra persona presenta la solicitud en tu nombre.',
      { comun: true },
    );
    const index = await SearchIndex.build([about, representative]);
    const query = buildQuery('Voy a presentar un escrito por mi madre, ¿qué pongo?', [], index);
    const writer = new AnswerWriter();
    const hit: Hit = { passage: about, score: 1, matched: [], own: [] };
    writeProcedure(writer, hit, [hit], query, index);
    expect(writer.text()).toContain(
      'Rellena este bloque solo si otra persona presenta la solicitud en tu nombre',
    );
  });

  it('quotes the two sentences of a legal text that both hold the asked word, not only the one the title repeats', async () => {
    const debit = (id: string, frases: string[], kind: Passage['kind']): Passage => ({
      id,
      kind,
      url: '/tramites/domiciliacion',
      titulo: 'Orden de domiciliación de recibos',
      frases,
    });
    const about = debit('d:0', ['Sirve para que los recibos se carguen en tu cuenta.'], 'tramite');
    const terms = debit(
      'd:1',
      [
        'La domiciliación se aplica a los recibos siguientes mientras no se anule.',
        'Puedes anularla o cambiar la cuenta comunicándolo al Ayuntamiento.',
        'Si el banco devuelve un recibo, se cobrará con recargo.',
      ],
      'normativa',
    );
    const index = await SearchIndex.build([about, terms]);
    const query = buildQuery('¿Cómo anulo la domiciliación?', [], index);
    const writer = new AnswerWriter();
    const hit: Hit = { passage: terms, score: 1, matched: [], own: [] };
    writeProcedure(writer, hit, [hit], query, index);
    expect(writer.text()).toContain('comunicándolo al Ayuntamiento');
    expect(writer.text()).not.toContain('se cobrará con recargo');
  });
});
