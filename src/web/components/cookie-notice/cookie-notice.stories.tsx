import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NOTICE_STATE_ATTRIBUTE } from '#shared/cookie-notice-flag.ts';
import { COOKIE_CONSENT_KEY } from './cookie-consent.ts';
import { CookieNotice } from './cookie-notice.tsx';

const meta = {
  title: 'Estructura/Aviso de cookies',
  component: CookieNotice,
  // Each story starts as a first visit, whatever an earlier story stored: nothing stored, and <html> marked
  // as the page's head script marks it then (the notice's CSS shows it only while pending).
  beforeEach: () => {
    localStorage.removeItem(COOKIE_CONSENT_KEY);
    document.documentElement.setAttribute(NOTICE_STATE_ATTRIBUTE, 'pendiente');
  },
} satisfies Meta<typeof CookieNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A first visit shows the notice with its 'Aceptar' button. */
export const Visible: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: 'Aviso de cookies' });
    await expect(within(notice).getByRole('button', { name: 'Aceptar' })).toBeEnabled();
  },
};

/** Clicking 'Aceptar' hides the notice and stores the flag. */
export const AlAceptar: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar' }));
    await expect(canvas.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
    await expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
  },
};
