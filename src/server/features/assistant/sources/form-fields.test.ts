import { describe, expect, it } from 'vitest';
import { formFields, formOutline, formRepeats, screenTexts } from './form-fields.ts';

const schema = {
  title: 'Solicitud',
  type: 'object',
  allOf: [
    {
      if: { properties: { agua: { const: true } } },
      // biome-ignore lint/suspicious/noThenProperty: a JSON Schema's if/then, as the forms write it.
      then: { properties: { aguaCuenta: { title: 'Número de abonado del agua', type: 'string' } } },
    },
  ],
  properties: {
    nombre: { title: 'Nombre y apellidos', type: 'string' },
    agua: { title: 'Tasa de agua', type: 'boolean' },
    personas: {
      title: 'Personas que se inscriben',
      type: 'array',
      items: {
        type: 'object',
        properties: {
          tipoDoc: {
            title: 'Tipo de documentación',
            type: 'string',
            oneOf: [
              { const: 'mayor', title: 'Mayor de edad' },
              { const: 'menor', title: 'Menor de edad' },
            ],
          },
        },
      },
    },
  },
};
const ui = {
  aguaCuenta: { 'ui:help': 'Figura en el recibo del agua.' },
  personas: {
    'ui:options': {
      archivos: true,
      etiquetaArchivos: 'Documentación de esta persona (DNI, libro de familia…)',
    },
  },
};

describe('formFields', () => {
  it("reads each field's label with its help, conditional fields and nested ones too", () => {
    const fields = formFields(schema, ui);
    expect(fields).toContainEqual(
      expect.objectContaining({
        label: 'Número de abonado del agua',
        help: ['Figura en el recibo del agua.'],
      }),
    );
    expect(fields).toContainEqual(
      expect.objectContaining({
        label: 'Personas que se inscriben',
        uploads: 'Documentación de esta persona (DNI, libro de familia…)',
      }),
    );
  });

  it('reads a list filled one entry at a time: its add button, what one entry is and how many fit', () => {
    const form = {
      type: 'object',
      properties: {
        personas: {
          title: 'Personas que se inscriben',
          type: 'array',
          maxItems: 20,
          items: { title: 'Persona', type: 'object', properties: {} },
        },
      },
    };
    const [field] = formFields(form, { personas: { 'ui:options': { etiquetaAnadir: 'Añadir persona' } } });
    expect(field?.repeats).toEqual({ add: 'Añadir persona', entry: 'Persona', max: 20 });
    expect(formRepeats(field?.repeats ?? { add: '' })).toBe(
      'caben hasta 20 personas en la misma solicitud; añades cada una con «Añadir persona»',
    );
    expect(formRepeats({ add: 'Añadir vehículo', entry: 'Vehículo' })).toBe(
      'caben varios vehículos en la misma solicitud; añades cada uno con «Añadir vehículo»',
    );
  });

  it("reads a field's default of a few words as the text the form proposes, not a choice's preselected option", () => {
    const form = {
      type: 'object',
      properties: {
        solicita: {
          title: 'Solicita',
          type: 'string',
          default: 'Que se emita el informe para la Oficina de Extranjería.',
        },
        organo: { title: 'Órgano', type: 'string', enum: ['Alcaldía', 'Pleno'], default: 'Alcaldía' },
      },
    };
    const fields = formFields(form, {});
    expect(fields.find((f) => f.label === 'Solicita')?.proposed).toBe(
      'Que se emita el informe para la Oficina de Extranjería.',
    );
    expect(fields.find((f) => f.label === 'Órgano')?.proposed).toBeUndefined();
  });

  it('reads the example a field shows while empty as its help, not a bare format', () => {
    const form = {
      type: 'object',
      properties: {
        actividad: { title: 'Tipo de actividad o atracción', type: 'string' },
        matricula: { title: 'Matrícula', type: 'string' },
      },
    };
    const fields = formFields(form, {
      actividad: { 'ui:placeholder': 'Por ejemplo: tómbola, atracción infantil, puesto de churros' },
      matricula: { 'ui:placeholder': '1234ABC' },
    });
    expect(fields).toEqual([
      {
        label: 'Tipo de actividad o atracción',
        help: ['Por ejemplo: tómbola, atracción infantil, puesto de churros'],
        options: [],
        group: undefined,
      },
    ]);
  });

  it('names a field its form helps with by the title of the shared definition it points to', () => {
    const shared = { 'comunes.json': { definitions: { iban: { title: 'IBAN', type: 'string' } } } };
    const form = {
      type: 'object',
      properties: { iban: { $ref: '../../schemas/comunes.json#/definitions/iban' } },
    };
    const ui = { iban: { 'ui:help': 'Figura en la libreta o en la aplicación del banco.' } };
    expect(formFields(form, ui, shared)).toEqual([
      {
        label: 'IBAN',
        help: ['Figura en la libreta o en la aplicación del banco.'],
        options: [],
        group: undefined,
      },
    ]);
    expect(formFields(form, ui)).toEqual([]);
  });

  it('keeps the options of a choice as options, and leaves out fields that say nothing but their label', () => {
    const fields = formFields(schema, ui);
    expect(fields).toContainEqual(
      expect.objectContaining({
        label: 'Tipo de documentación',
        help: [],
        options: ['Mayor de edad', 'Menor de edad'],
      }),
    );
    expect(fields.some((f) => f.label === 'Nombre y apellidos' || f.label === 'Tasa de agua')).toBe(false);
  });
});

describe('formOutline', () => {
  it("reads the form's steps and each section with its fields' labels, conditional and shared ones too", () => {
    const shared = { 'comunes.json': { definitions: { iban: { title: 'IBAN', type: 'string' } } } };
    const form = {
      type: 'object',
      allOf: [
        {
          if: { properties: { rep: { const: true } } },
          // biome-ignore lint/suspicious/noThenProperty: a JSON Schema's if/then, as the forms write it.
          then: { properties: { repNombre: { title: 'Nombre del representante', type: 'string' } } },
        },
      ],
      properties: {
        rep: { title: 'Actúo en representación', type: 'boolean' },
        iban: { $ref: '../../schemas/comunes.json#/definitions/iban' },
        sinTitulo: { type: 'string' },
      },
    };
    const ui = {
      'ui:pasos': [
        { titulo: 'Datos', campos: ['rep'] },
        { titulo: 'Banco', campos: ['iban'] },
      ],
      'ui:options': {
        secciones: [
          { titulo: 'Representación', campos: ['rep', 'repNombre', 'sinTitulo'] },
          { titulo: 'Datos bancarios', campos: ['iban'] },
        ],
      },
    };
    expect(formOutline(form, ui, shared)).toEqual({
      pasos: ['Datos', 'Banco'],
      secciones: [
        { titulo: 'Representación', campos: ['Actúo en representación', 'Nombre del representante'] },
        { titulo: 'Datos bancarios', campos: ['IBAN'] },
      ],
    });
  });
});

describe('screenTexts', () => {
  it('gathers what the screens show: labels, help, step titles, warnings and error messages, not values', () => {
    const procedure = {
      titulo: 'Alta en el padrón',
      consentimiento: { campo: 'firma', alerta: 'Debes confirmar firma presencial.' },
      mensajes: { error: 'Error al generar el PDF.' },
      ejemplosInvalidos: [{ motivo: 'Sin firma.', datos: { nombre: 'Persona de prueba' } }],
    };
    const form = {
      type: 'object',
      properties: {
        acepta: {
          type: 'boolean',
          const: true,
          errorMessage: { const: 'Debes aceptar la Normativa Legal.' },
        },
        distrito: { title: 'Distrito', type: 'string', pattern: '^[0-9]{2}$' },
        iban: { $ref: '../../schemas/comunes.json#/definitions/iban' },
      },
    };
    const steps = { 'ui:pasos': [{ titulo: 'Notificación', campos: ['email'] }] };
    const shared = { 'comunes.json': { definitions: { iban: { title: 'IBAN', type: 'string' } } } };
    const texts = screenTexts([procedure, form, steps], shared);
    for (const shown of [
      'Alta en el padrón',
      'Debes confirmar firma presencial.',
      'Error al generar el PDF.',
      'Debes aceptar la Normativa Legal.',
      'Distrito',
      'IBAN',
      'Notificación',
    ])
      expect(texts).toContain(shown);
    for (const hidden of ['Sin firma.', 'Persona de prueba', '^[0-9]{2}$', 'email', 'firma'])
      expect(texts).not.toContain(hidden);
  });
});
