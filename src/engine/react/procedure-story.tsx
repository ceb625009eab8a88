import { Container } from '@mantine/core';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { expect, within } from 'storybook/test';
import { findProcedure } from '../catalogue/build-catalogue.ts';
import { catalogue } from '../catalogue/web-catalogue.ts';
import { ProcedureForm } from './procedure-form.tsx';
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
  if (!procedure || !functions) return <p>No existe el trámite «{slug}»: ejecuta npm run generate.</p>;
  return (
    <Container size="md" py="lg">
      <ProcedureForm procedure={procedure} validator={validatorFrom(procedure, functions)} />
    </Container>
  );
}

/** Every procedure story checks its form: the title as the only h1 and the submit button, disabled. */
ProcedureStory.play = async ({
  canvasElement,
  args,
}: {
  canvasElement: HTMLElement;
  args: { slug: string };
}) => {
  const procedure = findProcedure(catalogue, args.slug);
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(procedure?.titulo ?? '');
  await expect(canvas.getByRole('button', { name: 'Enviar solicitud' })).toBeDisabled();
};
