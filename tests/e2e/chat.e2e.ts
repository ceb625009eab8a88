import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './browser.ts';

describe('/chat: the virtual assistant in Chromium', () => {
  const browser = useBrowser();

  it('answers with linked sources, remembers the conversation and passes axe', async () => {
    const { page, consoleErrors, close } = await browser.newPage();
    try {
      await page.goto('/chat');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Asistente Virtual');
      const input = page.getByRole('textbox', { name: 'Tu pregunta' });
      await expect(input.getAttribute('placeholder')).resolves.toBe('Escribe tu pregunta...');
      await expectAccessible(page);

      // Blank input: nothing is sent.
      await input.fill('   ');
      await input.press('Enter');
      await expect(page.locator('[data-role]').count()).resolves.toBe(0);

      await input.fill('¿Cómo me empadrono?');
      await input.press('Enter');
      const log = page.getByRole('log');
      await log
        .getByRole('link', { name: /^\[1\]/ })
        .first()
        .waitFor();
      await expect(
        log
          .getByRole('link', { name: /^\[1\]/ })
          .first()
          .getAttribute('href'),
      ).resolves.toBe('/tramites/alta-padron');

      await input.fill('¿Y qué documentos necesito?');
      await page.getByRole('button', { name: 'Enviar' }).click();
      await page.locator('[data-role="assistant"]').nth(1).waitFor();
      const second = page.locator('[data-role="assistant"]').nth(1);
      await expect(
        second
          .getByRole('link', { name: /^\[1\]/ })
          .first()
          .getAttribute('href'),
      ).resolves.toBe('/tramites/alta-padron');
      await expectAccessible(page);

      // The log keeps its newest message in view.
      const atBottom = await log.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2);
      expect(atBottom).toBe(true);

      // A citation link opens the page it names inside the site.
      await second
        .getByRole('link', { name: /^\[1\]/ })
        .first()
        .click();
      await page.waitForURL('**/tramites/alta-padron');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
