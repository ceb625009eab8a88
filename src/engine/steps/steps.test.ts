import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../node/load-catalogue.ts';
import { consentField } from '../procedure.ts';
import { propertiesOf } from '../wire/field-index.ts';
import { errorsOfStep, stepOfField, stepsOf } from './steps.ts';

const catalogue = loadCatalogue();

describe('steps of a procedure', () => {
  it('a procedure without ui:pasos is one page', () => {
    const onePage = catalogue.find((procedure) => !procedure.ui['ui:pasos']);
    expect(onePage && stepsOf(onePage)).toBeUndefined();
  });

  it.each(catalogue.filter((p) => p.ui['ui:pasos']).map((p) => [p.slug, p] as const))(
    '%s: every field is in exactly one step and the signature box in none',
    (_slug, procedure) => {
      const steps = stepsOf(procedure) ?? [];
      expect(steps.length).toBeGreaterThan(1);
      const drawn = steps.flatMap((step) => step.campos);
      const fields = [...propertiesOf(procedure.schema).keys()].filter((f) => f !== consentField(procedure));
      expect([...drawn].sort()).toEqual([...fields].sort());
      expect(new Set(drawn).size).toBe(drawn.length);
    },
  );

  it('a step keeps only its own errors, found by the top-level field of their path', () => {
    const steps = [
      { titulo: 'Uno', campos: ['aceptaNormativa', 'comunes'] },
      { titulo: 'Dos', campos: ['personas'] },
    ];
    const errors = [
      { property: '.comunes.distrito' },
      { property: '.personas.0.dni' },
      { property: 'personas' },
    ];
    const [, second] = steps;
    expect(second && errorsOfStep(errors, second)).toEqual([errors[1], errors[2]]);
    expect(stepOfField(steps, 'comunes.nucleo')).toBe(0);
    expect(stepOfField(steps, 'personas.3.nombre')).toBe(1);
    expect(stepOfField(steps, 'otro')).toBe(-1);
  });
});
