import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render } from '#tests/render.tsx';
import { COOKIE_CONSENT_KEY } from './cookie-consent.ts';
import { CookieNotice } from './cookie-notice.tsx';

describe('CookieNotice', () => {
  it('explains that only technical storage is used and hides for good once accepted', async () => {
    const { unmount } = render(<CookieNotice />);
    const notice = screen.getByRole('region', { name: 'Aviso de cookies' });
    expect(notice).toHaveTextContent(/técnicos/);
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');

    // A new visit (reload) reads the flag and does not show the notice again.
    unmount();
    render(<CookieNotice />);
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });

  it('keeps showing until the visitor accepts', () => {
    const { unmount } = render(<CookieNotice />);
    unmount();
    render(<CookieNotice />);
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
  });

  it('uses the flag key cookiesAceptadas', () => {
    expect(COOKIE_CONSENT_KEY).toBe('cookiesAceptadas');
  });
});
