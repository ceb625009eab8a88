import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROCEDURES_DIR } from '#engine/node/load-catalogue.ts';
import { copyAsClerk, fixtureSlug, writeFolder } from '#tests/fixtures/procedure-folders.ts';
import { scratchDirs } from '#tests/fixtures/scratch-dirs.ts';
import { checkCatalogue, checkProcedures } from './check-procedures.ts';

const scratch = scratchDirs('tramites-');

/** A temporary procedures/ with one fixture folder, to break on purpose. */
function fixture() {
  const root = scratch();
  const slug = fixtureSlug();
  return { root, slug, ...writeFolder(root, slug) };
}

const problemsOf = async (root: string) => (await checkProcedures(root)).join('\n');

describe('check:procedures', () => {
  it('passes on every procedure folder of the repository, and generates their files', async () => {
    expect(await checkProcedures()).toEqual([]);
  });

  it('passes on the fixture as written', async () => {
    const { root } = fixture();
    expect(await checkProcedures(root)).toEqual([]);
  });

  it('passes when any real folder is copied to a new name with new titles and one field changed', async () => {
    const root = scratch();
    for (const slug of readdirSync(PROCEDURES_DIR).filter((name) => !name.includes('.'))) {
      cpSync(path.join(PROCEDURES_DIR, slug), path.join(root, slug), { recursive: true });
      copyAsClerk(root, slug, fixtureSlug(slug));
    }
    expect(await checkProcedures(root)).toEqual([]);
  });

  it('translates procedure.json errors: unknown key with its likely name, wrong type, bad value', async () => {
    const { root, slug, edit } = fixture();
    edit('procedure', (meta) => {
      meta.titlo = meta.titulo;
      delete meta.titulo;
      meta.orden = 'primero';
      meta.identificacion = 'obligatoria';
    });
    const problems = await problemsOf(root);
    expect(problems).toContain(
      `procedures/${slug}/procedure.json: "titlo" no es una clave válida aquí: bórrala o corrige su nombre. ¿Querías decir "titulo"?`,
    );
    expect(problems).toContain(
      `procedures/${slug}/procedure.json: falta "titulo": añádelo. El título del formulario`,
    );
    expect(problems).toContain(
      `procedures/${slug}/procedure.json, en «orden»: debe ser un número entero, p. ej. 3.`,
    );
    expect(problems).toContain(
      `procedures/${slug}/procedure.json, en «identificacion»: "obligatoria" no vale: escribe uno de "requerida", "opcional", "ninguna".`,
    );
  });

  it('accepts the optional keys: identificacion, ui:pasos naming real fields, and no orden, api or pdf', async () => {
    const { root, edit } = fixture();
    edit('procedure', (meta) => {
      meta.identificacion = 'ninguna';
    });
    edit('ui', (ui) => {
      ui['ui:pasos'] = [{ titulo: 'Paso 1', campos: ['nombre', 'calle'] }];
    });
    expect(await checkProcedures(root)).toEqual([]);
  });

  it('says a document without types needs them, and which', async () => {
    const { root, slug, edit } = fixture();
    edit('procedure', (meta) => {
      delete (meta.documentos as Array<Record<string, unknown>>)[0]?.tipos;
    });
    expect(await problemsOf(root)).toContain(
      `procedures/${slug}/procedure.json, en «documentos[0]»: falta "tipos": añádelo. Los tipos de archivo que admite, de entre "pdf", "jpg" y "png", p. ej. ["pdf", "jpg"].`,
    );
  });

  it('names an unknown icon and the closest Tabler name', async () => {
    const { root, slug, edit } = fixture();
    edit('procedure', (meta) => {
      meta.icono = 'buildin-bank';
    });
    const problems = await problemsOf(root);
    expect(problems).toContain(
      `procedures/${slug}/procedure.json, en «icono»: no hay ningún icono "buildin-bank" en Tabler Icons`,
    );
    expect(problems).toContain('¿Querías decir "building-bank"?');
  });

  it('reports a field that does not exist in a ui.json section, step, order or key', async () => {
    const { root, slug, edit } = fixture();
    edit('ui', (ui) => {
      ui['ui:options'] = { secciones: [{ titulo: 'Datos', campos: ['nombre', 'calel'] }] };
      ui['ui:pasos'] = [{ titulo: 'Paso 1', campos: ['nombrre'] }];
      ui['ui:order'] = ['calle', 'telefonoFijo', '*'];
      ui.emial = { 'ui:help': 'x' };
    });
    const problems = await problemsOf(root);
    const file = `procedures/${slug}/ui.json`;
    expect(problems).toContain(
      `${file}, en «ui:options.secciones[0].campos[1]»: "calel" no es un campo de schema.json: escribe el nombre de un campo tal cual está en schema.json. ¿Querías decir "calle"?`,
    );
    expect(problems).toContain(`${file}, en «ui:pasos[0].campos[0]»: "nombrre" no es un campo`);
    expect(problems).toContain(`${file}, en «ui:order[1]»: "telefonoFijo" no es un campo`);
    expect(problems).toContain(`${file}, en «emial»: "emial" no es un campo`);
  });

  it('reports a ui.json option of the wrong shape, and a legal text index beyond textosLegales', async () => {
    const { root, slug, edit } = fixture();
    edit('ui', (ui) => {
      ui['ui:pasos'] = [{ campos: ['nombre'] }];
      ui.nombre = { 'ui:options': { texto: 3 } };
    });
    const problems = await problemsOf(root);
    expect(problems).toContain(
      `procedures/${slug}/ui.json, en «ui:pasos[0]»: falta "titulo": añádelo. El título del grupo.`,
    );
    edit('ui', (ui) => {
      delete ui['ui:pasos'];
    });
    expect(await problemsOf(root)).toContain(
      `procedures/${slug}/ui.json, en «nombre.ui:options.texto»: procedure.json solo tiene 1 texto legal (se cuentan desde 0): escribe un número de 0 a 0`,
    );
  });

  it('reports a $ref that leads nowhere once, with where and the references that exist', async () => {
    const { root, slug, edit } = fixture();
    edit('schema', (schema) => {
      (schema.properties as Record<string, unknown>).nombre = {
        $ref: '../../schemas/comunes.json#/definitions/nombe',
      };
    });
    const problems = await checkProcedures(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      `procedures/${slug}/schema.json, en «properties.nombre.$ref»: la referencia "../../schemas/comunes.json#/definitions/nombe" no lleva a ningún sitio ("/definitions/nombe" no existe en ../../schemas/comunes.json). ¿Querías decir "../../schemas/comunes.json#/definitions/nombre"?`,
    );
    expect(problems[0]).toContain('"../../schemas/comunes.json#/definitions/dni"');
    expect(problems[0]?.match(new RegExp(`procedures/${slug}`, 'g'))).toHaveLength(1);
  });

  it('reports options without titles, a field without title and a missing signature box', async () => {
    const { root, slug, edit } = fixture();
    edit('schema', (schema) => {
      const properties = schema.properties as Record<string, unknown>;
      properties.color = { title: 'Color', type: 'string', enum: ['rj', 'az'] };
      properties.extra = { type: 'string' };
      delete properties.firmaAceptada;
      schema.required = ['nombre', 'calle'];
      schema.examples = [{ nombre: 'Zoe Quintero Zamora', calle: 'Calle Z, 9' }];
    });
    const problems = await problemsOf(root);
    const file = `procedures/${slug}/schema.json`;
    expect(problems).toContain(
      `${file}, en «properties.color»: las opciones "rj", "az" no tienen título y la persona vería esos códigos: en lugar de "enum", escribe "oneOf": [{ "const": "rj", "title": "<lo que se lee>" }, …].`,
    );
    expect(problems).toContain(
      `${file}, en «properties.extra»: el campo "extra" no tiene "title": añade "title"`,
    );
    expect(problems).toContain(
      `${file}, en «properties.firmaAceptada»: falta la casilla de firma "firmaAceptada"`,
    );
  });

  it('reports an invalid example that passes and a valid example that fails', async () => {
    const { root, slug, edit } = fixture();
    edit('procedure', (meta) => {
      meta.ejemplosInvalidos = [
        { motivo: 'en realidad es válido', datos: { nombre: 'Zoe', calle: 'Z', firmaAceptada: true } },
      ];
    });
    edit('schema', (schema) => {
      schema.examples = [{ nombre: 'Sin nada más' }];
    });
    const problems = await problemsOf(root);
    expect(problems).toMatch(
      new RegExp(
        `procedures/${slug}/schema.json, en «examples\\[0\\]»: el ejemplo 1 debería ser válido: .*Rellena «Dirección del garaje»`,
      ),
    );
    expect(problems).toContain(
      `procedures/${slug}/procedure.json, en «ejemplosInvalidos[0].datos»: el ejemplo inválido 1 («en realidad es válido») pasa la validación`,
    );
  });

  it('reports a document position that names no field', async () => {
    const { root, slug, edit } = fixture();
    edit('ui', (ui) => {
      ui['ui:options'] = { documentos: { antesDe: 'fechaDeLaObra' } };
    });
    expect(await problemsOf(root)).toContain(
      `procedures/${slug}/ui.json, en «ui:options.documentos.antesDe»: "fechaDeLaObra" no es un campo de schema.json`,
    );
  });

  it('points at where a file stops being JSON, and names a missing schema.json, checking the other folders', async () => {
    const { root, slug, folder } = fixture();
    writeFileSync(
      path.join(folder, 'ui.json'),
      '{\n  "calle": { "ui:placeholder": "Calle" }\n  "nombre": {}\n}',
    );
    const other = fixtureSlug('sin-esquema');
    rmSync(path.join(writeFolder(root, other).folder, 'schema.json'));
    const problems = await checkProcedures(root);
    expect(problems).toContain(
      `procedures/${slug}/ui.json: no es un JSON válido (se detiene en la línea 3, columna 3): revisa ahí o justo antes las comas entre elementos (ni falta ni sobra ninguna tras el último), las comillas dobles de cada clave y texto, y que cada { [ se cierre con su } ].`,
    );
    expect(problems).toContain(
      `procedures/${other}: falta schema.json: créalo con los campos del formulario (procedures/README.md tiene un ejemplo).`,
    );
  });

  it('reports a folder name that cannot be a web address', async () => {
    const root = scratch();
    writeFolder(root, 'Zzq Vado');
    expect(await problemsOf(root)).toContain(
      'procedures/Zzq Vado: el nombre de la carpeta no es válido: usa minúsculas sin tildes, números y guiones',
    );
  });

  it('warns, without failing, when a copied folder keeps the api and pdf another folder has', async () => {
    const { root, slug } = fixture();
    const copy = fixtureSlug('copia');
    writeFolder(root, copy).edit('procedure', (meta) => {
      meta.api = `/tramites/${slug}`;
      meta.pdf = `${slug}.pdf`;
    });
    const { errores, avisos } = await checkCatalogue(root);
    expect(errores).toEqual([]);
    expect(avisos).toContain(
      `procedures/${copy}/procedure.json, en «api»: "/tramites/${slug}" ya es de procedures/${slug}, así que este trámite usa "/tramites/${copy}". Borra "api" de este procedure.json para quitar este aviso.`,
    );
    expect(avisos.join('\n')).toContain(`procedures/${copy}/procedure.json, en «pdf»`);
  });

  it('as a command, prints the problems and exits 1', () => {
    const { root, slug, edit } = fixture();
    edit('procedure', (meta) => {
      delete meta.nombreCorto;
    });
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const run = spawnSync(
      process.execPath,
      [tsx, path.join(import.meta.dirname, 'check-procedures.ts'), root],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`✗ procedures/${slug}/procedure.json: falta "nombreCorto": añádelo.`);
  });
});
