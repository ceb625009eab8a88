import { Container } from '@mantine/core';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { expect } from 'storybook/test';
import { findProcedure } from '../catalogue/build-catalogue.ts';
import { catalogue } from '../catalogue/web-catalogue.ts';
import { stepsOf } from '../steps/steps.ts';
import { ProcedureForm } from './procedure-form.tsx';
import { type ProcedurePlayContext, storyProcedure } from './story-harness.tsx';
import { validatorFrom } from './validators.ts';

// Stories load every validator up front, so a story renders its form at once (the site loads them lazily).
const validators = import.meta.glob<ValidatorFunctions>('../generated/validators/*.js', {
  eager: true,
  import: 'default',
});

/** The story of one procedure of the catalogue (src/engine/generated/procedures.stories.tsx maps them all). */
export function ProcedureStory({ slug }: { slug: string }) {
  const procedure = findProcedure(catalogue, slug);
  const functions = validators[`../generated/validators/${slug}.js`];
  if (!procedure || !functions)
    return <p>No existe el trámite «{slug}»: npm run check:procedures explica por qué.</p>;
  return (
    <Container size="md" py="lg">
      <ProcedureForm procedure={procedure} validator={validatorFrom(procedure, functions)} />
    </Container>
  );
}

/**
 * Every procedure story checks its form: the title as the only h1 and the submit button, disabled; a form in
 * steps opens on its first step, announced in its heading, with the button that goes on.
 */
ProcedureStory.play = async ({ canvas, args }: ProcedurePlayContext) => {
  const procedure = storyProcedure(args.slug);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(procedure.titulo);
  const steps = stepsOf(procedure);
  if (steps) {
    const first = `Paso 1 de ${steps.length + 1}: ${steps[0]?.titulo}`;
    await expect(canvas.getByRole('heading', { level: 2, name: first })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Enviar solicitud' })).toBeNull();
  } else {
    await expect(canvas.getByRole('button', { name: 'Enviar solicitud' })).toBeDisabled();
  }
};
