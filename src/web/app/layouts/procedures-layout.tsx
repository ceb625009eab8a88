import { Outlet } from 'react-router';

export function ProceduresLayout() {
  return (
    <main id="contenido">
      <Outlet />
    </main>
  );
}
