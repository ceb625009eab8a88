import { Outlet } from 'react-router';

export function MainLayout() {
  return (
    <main id="contenido">
      <Outlet />
    </main>
  );
}
