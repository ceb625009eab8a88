import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { findProcedure } from '../../catalogue/build-catalogue.ts';
import { catalogue } from '../../catalogue/web-catalogue.ts';
import { ProcedureStory } from '../procedure-story.tsx';
import { DraftSaved } from './save-for-later.tsx';
import { writeStepSession } from './step-session.ts';

// The census registration (alta-padron) in its steps, the review and the "saved" confirmation.
const SLUG = 'alta-padron';
const census = findProcedure(catalogue, SLUG);
const example = (census?.schema.examples as Array<Record<string, unknown>> | undefined)?.[0] ?? {};
const person = (example.personas as Array<{ nombre: string; dni: string }> | undefined)?.[0];

/** The census form at one step, with `datos` already answered (as a reload finds them in this tab). */
function CensusAt({ datos }: { datos: Record<string, unknown> }) {
  // Seeded before the form's first render reads the tab's session.
  useState(() => writeStepSession(SLUG, { datos }));
  return <ProcedureStory slug={SLUG} />;
}

const meta = {
  title: 'Trámites/Alta en el padrón por pasos',
  component: CensusAt,
  args: { datos: {} },
} satisfies Meta<typeof CensusAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('heading', { level: 2, name });

export const Paso1NormativaYVivienda: Story = {
  name: 'Paso 1: Normativa y vivienda',
  parameters: { route: `/tramites/${SLUG}?paso=1` },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Paso 1 de 4: Normativa y vivienda')).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Datos de la vivienda' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Añadir persona' })).toBeNull();
    // Continuing with nothing answered lists this step's errors only: none about the persons.
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('Hay errores en el formulario');
    await expect(summary).toHaveTextContent('Debes aceptar la Normativa Legal.');
    await expect(summary).toHaveTextContent('«Distrito»');
    await expect(summary).not.toHaveTextContent('DNI');
    await expect(canvas.getByRole('button', { name: 'Guardar y continuar más tarde' })).toBeEnabled();
  },
};

export const Paso2Personas: Story = {
  name: 'Paso 2: Personas que se inscriben',
  parameters: { route: `/tramites/${SLUG}?paso=2` },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Paso 2 de 4: Personas que se inscriben')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Añadir persona' })).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Datos de la vivienda' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Volver al paso anterior' })).toHaveAttribute(
      'href',
      '/tramites/alta-padron?paso=1',
    );
  },
};

export const Paso3Notificacion: Story = {
  name: 'Paso 3: Notificación',
  parameters: { route: `/tramites/${SLUG}?paso=3` },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Paso 3 de 4: Notificación')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Correo electrónico para notificaciones/)).toBeInTheDocument();
    // The signature box waits for the review.
    await expect(canvas.queryByRole('checkbox', { name: census?.consentimiento.texto })).toBeNull();
  },
};

export const Revision: Story = {
  name: 'Revisa tu solicitud',
  args: { datos: example },
  parameters: { route: `/tramites/${SLUG}?paso=4` },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Paso 4 de 4: Revisa tu solicitud')).toBeInTheDocument();
    // The engine's summary: the dwelling and each person as sections, with the answers as the receipt prints them.
    await expect(canvas.getByRole('heading', { name: 'Datos de la vivienda' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Persona 1' })).toBeInTheDocument();
    await expect(canvas.getByText(person?.nombre ?? '')).toBeInTheDocument();
    const change = canvas.getByRole('link', { name: 'Cambiar «DNI/NIE» (Persona 1)' });
    await expect(change).toHaveAttribute('href', '/tramites/alta-padron?paso=2&cambiar=root_personas_0_dni');
    await expect(canvas.getByRole('heading', { name: 'Documentos adjuntos' })).toBeInTheDocument();
    const consent = canvas.getByRole('checkbox', { name: census?.consentimiento.texto });
    const submit = canvas.getByRole('button', { name: 'Enviar solicitud' });
    await expect(submit).toBeDisabled();
    await userEvent.click(consent);
    await waitFor(() => expect(submit).toBeEnabled());
  },
};

export const Guardada: StoryObj<typeof DraftSaved> = {
  name: 'Solicitud guardada',
  render: (args) => <DraftSaved {...args} />,
  args: {
    mensaje:
      'Te hemos enviado a ines.valdes@correo.example un enlace para continuar. Sirve una sola vez y tu solicitud se guarda hasta el 23 de diciembre de 2026.',
    onContinue: fn(),
  },
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('heading', { name: 'Tu solicitud está guardada' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByText(/ines\.valdes@correo\.example/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Seguir rellenando ahora' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};
