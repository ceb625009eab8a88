import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import site from '#content/sitio.json';
import { renderRoutes } from '#tests/render.tsx';
import { paths } from '#web/app/paths.ts';
import { mainNavigation } from './navigation.ts';
import { SiteHeader } from './site-header.tsx';

function CurrentPath() {
  return <output aria-label="ruta actual">{useLocation().pathname}</output>;
}

function renderHeader(url: string) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <SiteHeader />
            <CurrentPath />
          </>
        ),
      },
    ],
    url,
  );
}

type HappyWindow = { happyDOM?: { setViewport(size: { width: number; height: number }): void } };
function setViewportWidth(width: number) {
  (window as unknown as HappyWindow).happyDOM?.setViewport({ width, height: 800 });
}
afterEach(() => setViewportWidth(1024));

// Both menus are in the DOM (CSS decides which one shows), so tests pick the desktop one by its container.
const desktopNav = () => screen.getAllByRole('navigation', { name: 'Menú principal' })[0] as HTMLElement;

describe('SiteHeader', () => {
  it('links home with the crest and town name, the assistant and every social network', () => {
    renderHeader('/');
    expect(screen.getByRole('link', { name: `${site.ayuntamiento}: inicio` })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Asistente Virtual' })).toHaveAttribute('href', paths.chat.path);
    for (const network of site.redes) {
      expect(screen.getByRole('link', { name: new RegExp(network.nombre) })).toHaveAttribute(
        'href',
        network.url,
      );
    }
  });

  it('shows the four groups and the two plain links of SPEC §2.1', () => {
    renderHeader('/');
    const nav = within(desktopNav());
    for (const label of ['Ayuntamiento', 'El Pueblo', 'Servicios', 'Economía Local']) {
      expect(nav.getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(nav.getByRole('link', { name: 'Empleo' })).toHaveAttribute('href', '/empleo');
    expect(nav.getByRole('link', { name: 'Trámites Ayuntamiento' })).toHaveAttribute('href', '/tramites');
    const counts = mainNavigation.map((entry) => (entry.kind === 'group' ? entry.items.length : 1));
    expect(counts).toEqual([6, 4, 2, 2, 1, 1]);
  });

  it('marks the current page and its group', async () => {
    renderHeader(paths.plenosVideo.path);
    const nav = within(desktopNav());
    const group = nav.getByRole('button', { name: 'Ayuntamiento' });
    expect(group).toHaveAttribute('data-active');
    expect(nav.getByRole('button', { name: 'El Pueblo' })).not.toHaveAttribute('data-active');
    await userEvent.click(group);
    const current = await nav.findByRole('menuitem', { name: 'Plenos en Vídeo' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('menuitem', { name: 'Actas de Pleno' })).not.toHaveAttribute('aria-current');
  });

  it('marks a plain link active on its sub-pages', () => {
    renderHeader(paths.empleoAuxiliar.path);
    expect(within(desktopNav()).getByRole('link', { name: 'Empleo' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens a dropdown from the keyboard and navigates with it', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    const button = within(desktopNav()).getByRole('button', { name: 'Servicios' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const first = await screen.findByRole('menuitem', { name: 'Actividades' });
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status', { name: 'ruta actual' })).toHaveTextContent(paths.reservaPistas.path);
  });

  it('closes the mobile menu after choosing a page', async () => {
    const user = userEvent.setup();
    setViewportWidth(375);
    renderHeader('/');
    // On a phone only the burger shows: the desktop menu is hidden by the theme's breakpoints.
    expect(screen.queryAllByRole('button', { name: 'Ayuntamiento' })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    await user.click(within(drawer).getByRole('link', { name: 'Fiestas' }));
    expect(screen.getByRole('status', { name: 'ruta actual' })).toHaveTextContent(paths.fiestas.path);
    // The drawer leaves after its closing transition, which a busy machine can stretch past waitFor's 1 s default.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
  });
});
