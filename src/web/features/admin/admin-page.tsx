import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearSession, getToken } from '#web/api/session-storage.ts';
import { getHref, paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { authApi } from '#web/features/auth/auth-api.ts';
import { AdminPanel } from './admin-panel.tsx';

/**
 * /admin (SPEC §6): loading while GET /auth/validate-token checks the stored token; valid → the panel;
 * otherwise token and usuario are cleared and the visitor goes silently to /login, which remembers this page.
 */
export default function AdminPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [valid, setValid] = useState(false);
  const from = `${location.pathname}${location.search}`;
  const initialMessage = (location.state as { mensaje?: string } | null)?.mensaje ?? null;

  useEffect(() => {
    let cancelled = false;
    const toLogin = () => {
      clearSession();
      navigate(getHref('login'), { replace: true, state: { from } });
    };
    if (!getToken()) {
      toLogin();
      return;
    }
    authApi.validateToken().then(
      () => {
        if (!cancelled) setValid(true);
      },
      () => {
        if (!cancelled) toLogin();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [navigate, from]);

  async function logout() {
    try {
      await authApi.logout();
    } catch {
      // SPEC §7: the local session is cleared and the visitor goes to /login even when the call fails.
    }
    clearSession();
    navigate(getHref('login'));
  }

  return (
    <Page title={paths.admin.title}>
      {valid ? (
        <AdminPanel
          initialMessage={initialMessage}
          onBack={() => navigate(getHref('home'))}
          onLogout={() => void logout()}
        />
      ) : (
        <Center py="xl">
          <Loader role="status" aria-label="Comprobando la sesión" />
        </Center>
      )}
    </Page>
  );
}
