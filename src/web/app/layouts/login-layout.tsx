import { Outlet } from 'react-router';

export function LoginLayout() {
  return (
    <main id="contenido">
      <Outlet />
    </main>
  );
}
