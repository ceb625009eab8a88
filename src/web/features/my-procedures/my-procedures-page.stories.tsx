import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STATE_LABELS, type SubmissionState } from '#shared/submission-states.ts';
import { fakeResidentApi, STORY_RESIDENT } from './fake-resident-api.ts';
import MyProceduresPage from './my-procedures-page.tsx';
import type { OwnDraft, OwnEntry } from './resident-api.ts';

/** A filed entry whose history runs through `steps` (state and date): the first is its filing, the last its state. */
function entry(
  id: number,
  procedure: Pick<OwnEntry, 'procedimiento' | 'slug' | 'archivos'>,
  steps: Array<[SubmissionState, string]>,
): OwnEntry {
  const historial = steps.map(([estado, fecha]) => ({ estado, estadoTexto: STATE_LABELS[estado], fecha }));
  const [first, last] = [historial[0], historial.at(-1)];
  if (!first || !last) throw new Error('Una entrada necesita al menos su presentación');
  return {
    id,
    registro: `2026/${String(id).padStart(6, '0')}`,
    ...procedure,
    fecha: first.fecha,
    estado: last.estado,
    estadoTexto: last.estadoTexto,
    historial,
    justificante: true,
  };
}

const ENTRIES: OwnEntry[] = [
  entry(
    41,
    {
      procedimiento: 'Licencia de obra menor',
      slug: 'licencia-obra-menor',
      archivos: [{ id: 7, nombre: 'presupuesto-obra.pdf', bytes: 48_213 }],
    },
    [
      ['recibido', '2026-11-02T09:15:00Z'],
      ['en_tramite', '2026-11-04T11:30:00Z'],
    ],
  ),
  entry(38, { procedimiento: 'Solicitud general', slug: 'solicitud-general', archivos: [] }, [
    ['recibido', '2026-10-20T17:40:00Z'],
    ['resuelto', '2026-10-28T08:05:00Z'],
  ]),
];

const DRAFTS: OwnDraft[] = [
  {
    id: 12,
    procedimiento: 'Alta en el padrón municipal',
    slug: 'alta-padron',
    guardadoEn: '2026-11-20T18:45:00Z',
    caducaEn: '2026-12-20T18:45:00Z',
    paso: 2,
    pasos: 4,
    pasoTitulo: 'Personas',
  },
];

const meta = {
  title: 'Sede/Mis trámites',
  component: MyProceduresPage,
  parameters: { route: '/mis-tramites' },
} satisfies Meta<typeof MyProceduresPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const requests: string[] = [];

/** Saved forms to continue or discard, and entries in several states with their history and documents. */
export const ConTramitesYSolicitudesGuardadas: Story = {
  beforeEach: () => {
    requests.length = 0;
    return fakeResidentApi({ session: STORY_RESIDENT, tramites: ENTRIES, borradores: DRAFTS, requests })();
  },
  play: async ({ canvas }) => {
    const saved = await canvas.findByRole('region', { name: 'Solicitudes guardadas' });
    const draft = within(saved).getByRole('article', { name: 'Alta en el padrón municipal' });
    await expect(draft).toHaveTextContent('en el paso 2 de 4: Personas');
    await expect(draft).toHaveTextContent('Se borrará el 20 de diciembre de 2026 si no la envías antes.');
    await expect(within(draft).getByRole('link', { name: /^Continuar/ })).toHaveAttribute(
      'href',
      '/tramites/alta-padron?borrador=12',
    );

    const filed = canvas.getByRole('region', { name: 'Trámites presentados' });
    const works = within(filed).getByRole('article', { name: 'Licencia de obra menor' });
    await expect(works).toHaveTextContent('Estado actual: En trámite');
    await expect(within(works).getByText(/^En trámite: 4 de noviembre de 2026/)).toBeInTheDocument();
    await expect(within(works).getByRole('link', { name: 'presupuesto-obra.pdf' })).toHaveAttribute(
      'href',
      '/api/mis-tramites/41/archivos/7',
    );
    const resolved = within(filed).getByRole('article', { name: 'Solicitud general' });
    await expect(resolved).toHaveTextContent('Estado actual: Resuelto');

    // Discarding asks first; keeping it brings the focus back to "Descartar".
    const discard = within(draft).getByRole('button', { name: /^Descartar/ });
    await userEvent.click(discard);
    const keep = within(draft).getByRole('button', { name: 'No, conservarla' });
    await waitFor(() => expect(within(draft).getByRole('button', { name: 'Sí, descartarla' })).toHaveFocus());
    await userEvent.click(keep);
    await waitFor(() => expect(within(draft).getByRole('button', { name: /^Descartar/ })).toHaveFocus());
    await expect(requests).not.toContain('DELETE /mis-tramites/borradores/12');

    // Confirmed from the keyboard: deleted on the server, gone from the page, and said so.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(draft).getByRole('button', { name: 'Sí, descartarla' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const done = await canvas.findByText(
      'Has descartado tu solicitud guardada de «Alta en el padrón municipal».',
    );
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    await expect(requests).toContain('DELETE /mis-tramites/borradores/12');
    await expect(canvas.queryByRole('region', { name: 'Solicitudes guardadas' })).not.toBeInTheDocument();
  },
};

/** Signed in, nothing filed or saved yet: says so and points to the procedures. */
export const SinTramites: Story = {
  beforeEach: fakeResidentApi({ session: STORY_RESIDENT }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Aún no has presentado ningún trámite identificándote con Cl@ve/),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ver los trámites' })).toHaveAttribute('href', '/tramites');
    await expect(canvas.queryByRole('region', { name: 'Solicitudes guardadas' })).not.toBeInTheDocument();
  },
};

/** Not signed in: what the page is for and the way to sign in, coming back here. */
export const SinIdentificar: Story = {
  beforeEach: fakeResidentApi({ session: { identificado: false } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Identificarme con Cl@ve' })).toHaveAttribute(
      'href',
      `/api/identidad/entrar?volver=${encodeURIComponent('/mis-tramites')}`,
    );
  },
};
