import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import { paths } from '#web/app/paths.ts';
import { MainLayout } from './main-layout.tsx';
import { ProceduresLayout } from './procedures-layout.tsx';

function CurrentPath() {
  return <output aria-label="ruta actual">{useLocation().pathname}</output>;
}

// Every layout with a header (the sign-in screens have none, SPEC §2.1) links the site search from it.
const layouts = [
  { name: 'public pages', Layout: MainLayout },
  { name: 'procedure pages', Layout: ProceduresLayout },
];

describe('the header of every layout links /buscar', () => {
  for (const { name, Layout } of layouts) {
    it(`${name}: the search link is in the header and the keyboard follows it`, async () => {
      renderRoutes(
        [
          {
            element: <Layout />,
            children: [
              { path: '/pagina', element: <h1>Una página</h1> },
              { path: paths.buscar.path, element: <CurrentPath /> },
            ],
          },
        ],
        '/pagina',
      );
      await screen.findByRole('heading', { level: 1, name: 'Una página' });
      const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Buscar en la web' });
      expect(link).toHaveAttribute('href', paths.buscar.path);
      link.focus();
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByRole('status', { name: 'ruta actual' })).toHaveTextContent(paths.buscar.path);
    });
  }
});
