import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { E2E_ADMIN, expectAccessible } from './browser.ts';
import { outbox, waitForMail } from './outbox.ts';
import { signInAsStaff, usePages } from './pages.ts';
import { PHONE } from './phone-fit.ts';

const TEMPORARY_PASSWORD = 'Puente-Romano-Del-Arroyo-31';

const RESET_TOKEN = /^([A-Za-z0-9_-]{24})\r?$/m;

/** Waits for a new mail to `to` and returns the reset token written alone on its line. */
const nextResetToken = (dataDir: string, before: string[], to: string) =>
  waitForMail(dataDir, to, { before, pick: (text) => RESET_TOKEN.exec(text)?.[1] });

async function signIn(page: Page, password: string) {
  await signInAsStaff(page, password);
  await page.getByRole('button', { name: 'Subir Noticia' }).waitFor();
}

async function resetPassword(page: Page, dataDir: string, newPassword: string) {
  await page.goto('/login/forgot-password');
  await page.getByLabel('Correo electrónico de tu cuenta').fill(E2E_ADMIN.email);
  const before = outbox(dataDir);
  await page.getByRole('button', { name: 'Enviar token' }).click();
  await page.getByText('Se ha enviado un email con el token a tu cuenta.').waitFor();
  await expectAccessible(page);
  const token = await nextResetToken(dataDir, before, E2E_ADMIN.email);
  await page.getByLabel('Token recibido por correo').fill(token);
  await page.getByLabel('Nueva contraseña', { exact: false }).first().fill(newPassword);
  await page.getByLabel('Confirma la nueva contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await page.getByText('Contraseña actualizada correctamente. Redirigiendo a Login...').waitFor();
  await page.waitForURL('**/login', { timeout: 5000 });
}

describe('administración', () => {
  const browser = usePages();

  it('signs in and shows every panel accessibly, on a desktop and on a phone', () =>
    browser.withPage({ cookiesAccepted: true }, async ({ page, consoleErrors }) => {
      await page.goto('/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(page);
      await signIn(page, E2E_ADMIN.password);
      await page.getByText('Sesión iniciada correctamente').waitFor();
      await expectAccessible(page);

      for (const [menu, probe] of [
        ['Subir Acta de Pleno', 'Archivo PDF del acta'],
        ['Subir Video de Pleno', 'Fecha del pleno'],
        ['Gestionar publicaciones', 'Vídeos de pleno'],
        ['Registro de actividad', 'Inicio de sesión'],
        ['Trámites recibidos', 'Nombre, número de registro o CSV'],
        ['Resumen de actividad', 'Trámites presentados por semana y procedimiento'],
      ] as const) {
        await page.getByRole('button', { name: menu }).click();
        await page.getByText(probe).first().waitFor();
        await expectAccessible(page);
        // On a phone a wide table scrolls sideways inside a named region the keyboard can reach and scroll.
        const desktop = page.viewportSize();
        await page.setViewportSize(PHONE);
        await expectAccessible(page);
        if (desktop) await page.setViewportSize(desktop);
        await page.getByRole('button', { name: '← Volver al menú' }).click();
      }
      expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
    }));

  it('publishes a news item with an image seen on the home page, and leaving /admin ends the session', () =>
    browser.withPage({ cookiesAccepted: true }, async ({ page, consoleErrors }) => {
      await signIn(page, E2E_ADMIN.password);
      await page.getByText('Sesión iniciada correctamente').waitFor();
      const titulo = `Limpieza del arroyo ${Date.now()}`;
      await page.getByRole('button', { name: 'Subir Noticia' }).click();
      await page.getByLabel('Título').fill(titulo);
      await page.getByLabel('Contenido').fill('Los voluntarios limpiaron la ribera.\nGracias a todos.');
      const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#286ab7' } })
        .png()
        .toBuffer();
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'ribera.png', mimeType: 'image/png', buffer: image });
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Subir noticia' }).click();
      await page.getByText('Noticia subida correctamente').waitFor();

      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect(token).toBeTruthy();
      await page.getByRole('button', { name: 'Volver al inicio' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText(titulo).first().waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      const validate = async () =>
        (
          await page.request.get('/api/auth/validate-token', {
            headers: { authorization: `Bearer ${token}` },
          })
        ).status();
      await expect.poll(validate, { timeout: 5000 }).toBe(401);

      const news = (await (await page.request.get('/api/noticias/ultimas')).json()) as Array<{
        id: number;
        titulo: string;
        imagenPath: string;
      }>;
      const item = news.find((n) => n.titulo === titulo);
      expect(item?.imagenPath).toMatch(/^\/uploads\/noticias\//);
      expect((await page.request.get(item?.imagenPath ?? '')).headers()['content-type']).toBe('image/png');
      await page.goto(`/noticia/${item?.id}`);
      await page.getByRole('heading', { name: titulo }).waitFor();

      // Back at /admin with no session: silently to /login.
      await page.goto('/admin');
      await page.waitForURL('**/login');
      expect(consoleErrors.filter((e) => !e.includes('401') && !e.includes('Error en la llamada'))).toEqual(
        [],
      );
    }));

  it('resets the password with the token from the mail outbox (and puts the original back)', () =>
    browser.withPage({ cookiesAccepted: true }, async ({ page }) => {
      await page.goto('/login/forgot-password');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(page);
      await resetPassword(page, browser.dataDir, TEMPORARY_PASSWORD);
      await signIn(page, TEMPORARY_PASSWORD);
      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await page.waitForURL('**/login');
      // Other e2e files sign in with E2E_ADMIN: restore its password the same way.
      await resetPassword(page, browser.dataDir, E2E_ADMIN.password);
      await signIn(page, E2E_ADMIN.password);
    }));
});
