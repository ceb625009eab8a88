import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compareProcedures } from '#engine/catalogue/build-catalogue.ts';
import { catalogue } from '#engine/catalogue/web-catalogue.ts';
import { renderRoutes } from '#tests/render.tsx';
import { isNotFound, procedureRoutes } from '#web/app/router.tsx';
import ProceduresIndexPage from './procedures-index-page.tsx';

const routes = [{ path: '/tramites', Component: ProceduresIndexPage }, ...procedureRoutes];

describe('procedure pages', () => {
  it('/tramites lists the catalogue in orden, each card linking to its form', () => {
    renderRoutes(routes, '/tramites');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Seleccione el trámite que desea realizar',
    );
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      catalogue.map((procedure) => procedure.nombreCorto),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      catalogue.map((p) => `/tramites/${p.slug}`),
    );
    expect(catalogue.map((p) => p.slug)).toEqual([...catalogue].sort(compareProcedures).map((p) => p.slug));
  });

  it('/tramites/<slug> renders the form with its title as the only h1 (a form in steps at its ?paso)', async () => {
    renderRoutes(routes, '/tramites/alta-padron?paso=2');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Solicitud de alta en el padrón municipal de habitantes');
    expect(await screen.findByRole('button', { name: 'Añadir persona' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('every procedure of the catalogue has its page, each loading only its own procedure', async () => {
    for (const procedure of catalogue) {
      const { unmount } = renderRoutes(routes, `/tramites/${procedure.slug}`);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(procedure.titulo);
      unmount();
    }
  });

  it('an unknown slug shows a Spanish not-found page with one h1, answered with 404', async () => {
    const { router } = renderRoutes(routes, '/tramites/no-existe');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(isNotFound(router.state.matches)).toBe(true);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Trámite no encontrado');
    expect(screen.getByRole('link', { name: 'Ver todos los trámites' })).toHaveAttribute('href', '/tramites');
  });

  it('a procedure page is not a not-found page', async () => {
    const [first] = catalogue;
    const { router } = renderRoutes(routes, `/tramites/${first?.slug}`);
    await screen.findByRole('heading', { level: 1 });
    expect(isNotFound(router.state.matches)).toBe(false);
  });
});
