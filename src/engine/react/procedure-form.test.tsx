import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '#tests/render.tsx';
import { findProcedure } from '../catalogue/build-catalogue.ts';
import { catalogue } from '../catalogue/web-catalogue.ts';
import type { Procedure } from '../procedure.ts';
import { focusField } from './error-summary.tsx';
import { ProcedureForm } from './procedure-form.tsx';
import { loadValidator } from './validators.ts';

const procedureOf = (slug: string) => findProcedure(catalogue, slug) as Procedure;

// A form in steps keeps its step in the URL: `url` is where the memory router starts ('?paso=2').
async function renderForm(slug: string, url = `/tramites/${slug}`) {
  const procedure = procedureOf(slug);
  const validator = await loadValidator(procedure);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <ProcedureForm procedure={procedure} validator={validator} />
    </MemoryRouter>,
  );
  return { procedure, user };
}

async function fillDeclaration(user: ReturnType<typeof userEvent.setup>, procedure: Procedure) {
  await user.type(screen.getByRole('textbox', { name: /Nombre y apellidos/ }), 'Tomás Ribera Salcedo');
  await user.type(screen.getByRole('textbox', { name: /DNI\/NIE/ }), '12345678Z');
  await user.type(screen.getByRole('textbox', { name: /Domicilio/ }), 'Calle de la Fragua, 3');
  await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'tomas@correo.example');
  await user.type(screen.getByLabelText(/Fecha de la declaración/), '2025-10-20');
  await user.click(screen.getByRole('checkbox', { name: procedure.consentimiento.texto }));
}

const alertMock = vi.fn();
beforeEach(() => {
  alertMock.mockReset();
  window.alert = alertMock;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  URL.createObjectURL = vi.fn(() => 'blob:recibo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  // React warns once per run, so every test checks: typing in an empty field must keep the inputs controlled.
  const warnings = vi.mocked(console.error).mock.calls.filter((call) => /uncontrolled/.test(String(call[0])));
  expect(warnings).toEqual([]);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('<ProcedureForm>', () => {
  it('renders the crest, the title as the only h1 and the submit button disabled until the consent box is ticked', async () => {
    const { procedure, user } = await renderForm('declaracion-jurada-ppp');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(procedure.titulo);
    expect(screen.getByRole('img', { name: /Escudo de/ })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Enviar solicitud' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: procedure.consentimiento.texto }));
    expect(button).toBeEnabled();
  });

  it('sends the spec field names as multipart, downloads the PDF, shows enviado and clears the form', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(pdf, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { procedure, user } = await renderForm('declaracion-jurada-ppp');
    await fillDeclaration(user, procedure);
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/tramites/declaracion-jurada-ppp');
    const body = init.body as FormData;
    expect(body.get('dni')).toBe('12345678Z');
    expect(body.get('firmaAceptada')).toBe('true');
    expect(await screen.findByText(/El trámite ha sido recibido por el Ayuntamiento/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviado ✅' })).toBeDisabled();
    expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
    expect(screen.getByRole('textbox', { name: /DNI\/NIE/ })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: procedure.consentimiento.texto })).not.toBeChecked();
  });

  it('lists the errors in a summary whose links move the focus to each field', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { procedure, user } = await renderForm('declaracion-jurada-ppp');
    await user.click(screen.getByRole('checkbox', { name: procedure.consentimiento.texto }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    // Invalid data never reaches the server: the summary lists the errors with Spanish sentences.
    const summary = (await screen.findByText('Hay errores en el formulario')).closest('[role="alert"]');
    expect(summary).not.toBeNull();
    expect(summary).toHaveTextContent('Rellena «DNI/NIE»: es un dato obligatorio.');
    // A top-level field's link reaches its control (RJSF names it 'dni', its control is 'root_dni').
    await user.click(screen.getByRole('link', { name: /^Rellena «DNI\/NIE»/ }));
    expect(document.activeElement?.id).toBe('root_dni');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('census in steps: a step lists only its own errors, and a person’s link focuses that field', async () => {
    const { user } = await renderForm('alta-padron', '/tramites/alta-padron?paso=2');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Paso 2 de 4: Personas que se inscriben' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = (await screen.findByText('Hay errores en el formulario')).closest('[role="alert"]');
    expect(summary).toHaveTextContent('Persona 1: rellena «Nombre y apellidos»: es un dato obligatorio.');
    // Step 1's acceptance and step 3's e-mail are not this step's business.
    expect(summary).not.toHaveTextContent('Normativa Legal');
    expect(summary).not.toHaveTextContent('notificaciones');
    await user.click(screen.getByRole('link', { name: /Persona 1: rellena «DNI\/NIE»/ }));
    expect(document.activeElement?.id).toBe('root_personas_0_dni');
    expect(screen.getByRole('heading', { level: 2, name: /^Paso 2 de 4/ })).toBeInTheDocument();
  });

  it("domiciliación: 'at least one tax' shows the rule's own sentence beside the first tax and links to it", async () => {
    const { procedure, user } = await renderForm('domiciliacion');
    await user.click(screen.getByRole('checkbox', { name: procedure.consentimiento.texto }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const link = await screen.findByRole('link', { name: 'Marca al menos un tributo.' });
    expect(link).toHaveAttribute('href', '#root_vehiculos');
    await user.click(link);
    expect(document.activeElement?.id).toBe('root_vehiculos');
    expect(screen.queryByText(/no debe ser válido/)).toBeNull();
  });

  it('goes back to inicial at once with the procedure alert when the server fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    const { procedure, user } = await renderForm('declaracion-jurada-ppp');
    await fillDeclaration(user, procedure);
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(procedure.mensajes.error));
    expect(screen.getByText(procedure.mensajes.error)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /DNI\/NIE/ })).toHaveValue('12345678Z');
  });

  it('alerts with the procedure text when Enter is pressed without the signature box', async () => {
    const { procedure, user } = await renderForm('licencia-ppp');
    await user.type(screen.getByRole('textbox', { name: /Nombre y apellidos/ }), 'Marta{Enter}');
    expect(alertMock).toHaveBeenCalledWith(procedure.consentimiento.alerta);
    expect(screen.getByText(procedure.consentimiento.alerta)).toBeInTheDocument();
  });

  it('licencia-ppp shows the removal reasons only for a removal', async () => {
    const { user } = await renderForm('licencia-ppp');
    expect(screen.queryByRole('radiogroup', { name: /Motivo de la baja/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Baja' }));
    expect(await screen.findByRole('radio', { name: 'Defunción del animal' })).toBeInTheDocument();
  });

  it('licencia-obra-menor starts in own name and shows the represented person on behalf of another', async () => {
    const { user } = await renderForm('licencia-obra-menor');
    expect(screen.getByRole('radio', { name: 'En mi propio nombre' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Nombre y apellidos del representado/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'En representación de otra persona' }));
    expect(
      await screen.findByRole('textbox', { name: /Nombre y apellidos del representado/ }),
    ).toBeInTheDocument();
  });

  it('licencia-obra-menor follows the spec order: works data, attachments, date, signature', async () => {
    const { procedure } = await renderForm('licencia-obra-menor');
    const order = [
      screen.getByRole('textbox', { name: /Presupuesto estimado/ }),
      screen.getByRole('group', { name: /Documentación de la obra/ }),
      screen.getByLabelText(/Fecha de la solicitud/),
      screen.getByRole('checkbox', { name: procedure.consentimiento.texto }),
    ];
    order.slice(1).forEach((element, index) => {
      const previous = order[index] as HTMLElement;
      expect(previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });

  it('census: one person open at a time, the others summarised, each with its own files', async () => {
    const { user } = await renderForm('alta-padron', '/tramites/alta-padron?paso=2');
    expect(screen.queryByRole('button', { name: /Quitar persona/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Nombre y apellidos/ }), 'Inés Valdés Serrano');
    await user.type(screen.getByRole('textbox', { name: /DNI\/NIE/ }), '11111111H');
    await user.click(screen.getByRole('button', { name: 'Añadir persona' }));
    // The new person opens with the focus in its first field; the first one shows a summary of its answers.
    const second = screen.getByRole('group', { name: 'Persona 2' });
    await waitFor(() => expect(document.activeElement?.id).toBe('root_personas_1_nombre'));
    const first = screen.getByRole('group', { name: 'Persona 1' });
    await waitFor(() => expect(first).toHaveTextContent('Inés Valdés Serrano · 11111111H'));
    expect(first.querySelector('input')).toBeNull();
    const pickers = screen.getAllByLabelText(/Documentación de esta persona.*: elegir archivos/);
    expect(pickers).toHaveLength(1);
    await user.upload(
      pickers[0] as HTMLInputElement,
      new File(['%PDF'], 'libro-familia.pdf', { type: 'application/pdf' }),
    );
    expect(second).toHaveTextContent('libro-familia.pdf (1 KB)');
    expect(first).not.toHaveTextContent('libro-familia.pdf');

    // Opening the first person closes the second, whose files stay and are named in its summary.
    await user.click(screen.getByRole('button', { name: 'Editar persona 1' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('root_personas_0_nombre'));
    expect(screen.getByRole('textbox', { name: /Nombre y apellidos/ })).toHaveValue('Inés Valdés Serrano');
    expect(screen.getByRole('group', { name: 'Persona 2' })).toHaveTextContent(
      'Todavía sin datos.Archivos: libro-familia.pdf',
    );
    await user.click(screen.getByRole('button', { name: 'Editar persona 2' }));
    await user.click(screen.getByRole('button', { name: 'Quitar libro-familia.pdf' }));
    expect(screen.queryByText(/libro-familia\.pdf/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quitar persona 2' }));
    expect(screen.queryByRole('group', { name: 'Persona 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Quitar persona/ })).toBeNull();
    // The focus, which was on the removed person's button, goes to the person left open.
    await waitFor(() => expect(document.activeElement?.id).toBe('root_personas_0_nombre'));
    expect(screen.getByRole('textbox', { name: /Nombre y apellidos/ })).toHaveValue('Inés Valdés Serrano');
  });

  it('census: what was typed and the persons added stay when "Continuar" finds errors in the step', async () => {
    const { user } = await renderForm('alta-padron', '/tramites/alta-padron?paso=2');
    await user.type(screen.getByRole('textbox', { name: /Nombre y apellidos/ }), 'Inés Valdés Serrano');
    await user.click(screen.getByRole('button', { name: 'Añadir persona' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText('Hay errores en el formulario');
    expect(document.getElementById('root_personas_0_nombre')).toHaveValue('Inés Valdés Serrano');
    expect(screen.getByRole('group', { name: 'Persona 2' })).toBeInTheDocument();
  });

  it('census: a link to a closed person’s field opens that person, and persons with errors stay open', async () => {
    const { user } = await renderForm('alta-padron', '/tramites/alta-padron?paso=2');
    await user.click(screen.getByRole('button', { name: 'Añadir persona' }));
    const first = () => screen.getByRole('group', { name: 'Persona 1' });
    const second = () => screen.getByRole('group', { name: 'Persona 2' });
    expect(first().querySelector('input')).toBeNull();
    // A field asked for in a closed person (as "Cambiar" on the review does) opens that person.
    act(() => focusField('root_personas_0_dni'));
    await waitFor(() => expect(document.activeElement?.id).toBe('root_personas_0_dni'));
    expect(second().querySelector('input')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText('Hay errores en el formulario');
    // Both persons have errors: both show their fields, so every link of the summary has its control.
    expect(second().querySelector('#root_personas_1_dni')).not.toBeNull();
    await user.click(screen.getByRole('link', { name: /Persona 2: rellena «DNI\/NIE»/ }));
    expect(document.activeElement?.id).toBe('root_personas_1_dni');
    expect(first().querySelector('#root_personas_0_dni')).not.toBeNull();
  });
});
