import { Outlet } from 'react-router';

export function NavigationGuard() {
  return <Outlet />;
}
